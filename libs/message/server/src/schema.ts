// Tables of the message domain (issue #6). drizzle-kit reads this file alone: import no other domain.
export {};
