/**
 * The generated reference pages (from the CLI's command tree and the
 * OpenAPI document). Together about a fifth of the docs' text and each far
 * bigger than any guide, they are read by section, not whole: llms-small.txt
 * links them instead of including them, and the MCP server ranks them below
 * guides for questions that do not ask for reference material.
 */
export const generatedReferences: readonly string[] = ['/cli/commands', '/api/reference'];
