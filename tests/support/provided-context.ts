// What vitest.config.ts provides each test project (vitest's inject()).
declare module "vitest" {
  export interface ProvidedContext {
    /** The versions of the official clients the project loads (the root's pins, or tests/sdk-latest's). */
    clients: { openai: string; anthropic: string };
  }
}

export {};
