/** Serves `polyhedral mcp` over stdio until the client closes stdin (cli/main.ts starts it). */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { polyhedralMcpServer } from './mcp-server.ts';

/** `dir`: the data API, a folder holding v2/ or a site's `/api` address. */
export async function serveMcp(dir: string): Promise<void> {
  await polyhedralMcpServer(dir).connect(new StdioServerTransport());
}
