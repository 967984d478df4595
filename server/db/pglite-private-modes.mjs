// docs/decisions/operation.md Z9, in the embedded database's thread: PGlite's file system (Emscripten's NODEFS) applies
// its own umask of 022 and then chmods each file it creates (0644; 0666 for the files it unpacks from the build's
// template), whatever the process's umask. Imported before PGlite, this makes every chmod of this thread keep the
// owner's bits only, so what the database writes is never readable by other users. Other threads are not affected.
// Plain JavaScript, like the thread's own file.
import fs from "node:fs";

const ownerOnly = (mode) => (typeof mode === "number" ? mode & ~0o077 : mode);
const { chmodSync, fchmodSync } = fs;
fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode));
fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
