import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, lockFileName } from "./data-dir-lock.js";

let folder: string;
let other: ChildProcess | undefined;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "hirebase-lock-"));
});
afterEach(() => {
  other?.kill("SIGKILL");
  other = undefined;
  rmSync(folder, { recursive: true, force: true });
});

const lockFile = () => join(folder, lockFileName);
const startTimeOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19];

describe("lockDataDir", () => {
  it("takes the lock, records this process and removes it on release", () => {
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses a folder another live process holds, naming the folder and its PID", () => {
    other = spawn("sleep", ["30"]);
    const pid = other.pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid, startTime: startTimeOf(pid) }));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder)).toThrow(
      `Data folder ${folder} is in use by another process (PID ${pid}): stop it or set DATA_DIR`,
    );
  });

  it("takes over the lock of a process that was killed", async () => {
    other = spawn("sleep", ["30"]);
    const pid = other.pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid, startTime: startTimeOf(pid) }));
    other.kill("SIGKILL");
    await new Promise((resolve) => other!.once("exit", resolve));
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose PID now belongs to a different, later process", () => {
    other = spawn("sleep", ["30"]);
    writeFileSync(lockFile(), JSON.stringify({ pid: other.pid, startTime: "1" }));
    lockDataDir(folder).release();
  });

  it("takes over an empty or garbled lock file", () => {
    writeFileSync(lockFile(), "");
    lockDataDir(folder).release();
    writeFileSync(lockFile(), "not json");
    lockDataDir(folder).release();
  });
});
