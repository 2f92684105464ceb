// reserve contract: schemas for the reserve calls (filled in by the domain work).
export {};
