// class contract: schemas for the class calls (filled in by the domain work).
export {};
