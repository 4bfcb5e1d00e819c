/** elicit-kit/testing — Playwright helpers for hosts that test forms rendered by elicit-kit. */
export {};
