// parent contract: schemas for the parent calls (filled in by the domain work).
export {};
