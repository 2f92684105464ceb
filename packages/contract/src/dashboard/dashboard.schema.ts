// dashboard contract: schemas for the dashboard calls (filled in by the domain work).
export {};
