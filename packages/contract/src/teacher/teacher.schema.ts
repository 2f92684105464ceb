// teacher contract: schemas for the teacher calls (filled in by the domain work).
export {};
