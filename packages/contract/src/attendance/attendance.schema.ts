// attendance contract: schemas for the attendance calls (filled in by the domain work).
export {};
