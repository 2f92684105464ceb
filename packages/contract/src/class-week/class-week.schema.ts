// class-week contract: schemas for the class-week calls (filled in by the domain work).
export {};
