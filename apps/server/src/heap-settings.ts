/**
 * The young generation of V8's heap, where every new object goes (a request, its parsed body, its
 * answer). Left to itself V8 grows it to 64 MB twice over under a steady load of API calls and
 * keeps it: a quarter of the one-process server's memory after load. A request's objects live for
 * that request, and 8 MB serves hundreds of requests a second.
 *
 * V8 takes the size only when the process starts, so a server started without it starts again in
 * its place (the same process, arguments and environment) with it, before it has loaded anything
 * else. Given on the command line or in NODE_OPTIONS, it is left as given; a process with a parent
 * on an IPC channel (such as `node --watch`'s) is left alone, as is a Node without execve.
 */
const YOUNG_GENERATION_OPTION = '--max-semi-space-size';
const SEMI_SPACE_MB = 8;

function startWithHeapSettings(): void {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS?.split(/\s+/) ?? [])];
  if (given.some((option) => option.startsWith(YOUNG_GENERATION_OPTION))) return;
  if (!process.execve || process.send) return;
  try {
    process.execve(process.execPath, [
      process.execPath,
      `${YOUNG_GENERATION_OPTION}=${SEMI_SPACE_MB}`,
      ...process.execArgv,
      ...process.argv.slice(1),
    ]);
  } catch {
    // Not replaced (the system refused): this process runs on with V8's own sizes.
  }
}

startWithHeapSettings();
