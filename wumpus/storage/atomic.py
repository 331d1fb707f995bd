"""Atomic writes: a temporary file beside the target, flushed to disk, then renamed."""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import stat
import tempfile
import time
from pathlib import Path

#: seconds after which a temporary file of a write no longer under way is removed: one left by a
#: process killed while it wrote (a write takes a moment; a big one, seconds)
STALE_SECONDS = 3600


def write_text_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: readers see the old file or the new, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sweep_leftovers(path)
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _sweep_leftovers(path: Path) -> None:
    """Remove the temporary files of earlier writes of ``path`` that a killed process left behind (never
    one young enough to be another process's write under way)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
            with contextlib.suppress(OSError):
                if now - leftover.lstat().st_mtime > STALE_SECONDS and leftover.is_file():
                    leftover.unlink()


def append_line_locked(path: Path, line: str) -> None:
    """Append one line under an exclusive lock, so concurrent writers never interleave."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    not_a_file = OSError(errno.EINVAL, "not an ordinary file: a device, a pipe or a socket", str(path))
    try:
        # without blocking: opening a named pipe would otherwise wait for a reader, for ever
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0), 0o644)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a named pipe no one reads
            raise not_a_file from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise not_a_file
        _lock(fd)
        try:
            # A previous writer that died mid-line leaves no newline: start on a fresh line.
            size = os.fstat(fd).st_size
            if size:
                with open(path, "rb") as reader:
                    reader.seek(size - 1)
                    if reader.read(1) != b"\n":
                        data = b"\n" + data
            written = 0
            while written < len(data):
                written += os.write(fd, data[written:])
            os.fsync(fd)
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


class HeldLock:
    """An exclusive lock on a file, held until :meth:`release` or until the process ends.

    Where files cannot be locked without waiting (no ``fcntl.flock``), it holds nothing.
    """

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self._fd = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            # the lock file goes while it is still held, so that none is left beside the saves; a
            # wumpus that opened it meanwhile finds it gone once it has the lock, and makes another
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            with contextlib.suppress(OSError):
                os.close(fd)  # closing the file gives its lock back


def try_lock(path: Path) -> HeldLock | None:
    """Lock ``path`` (made if missing) for this process alone, without waiting; None when another holds it.

    Where files cannot be locked so, the lock is granted and holds nothing.  Raises OSError when
    the file cannot be made or opened.
    """
    path = Path(path)
    if not _CAN_TRY_LOCK:  # pragma: no cover - Windows
        return HeldLock(path, None)
    path.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(LOCK_TRIES):
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _try_lock(fd)
            held = os.fstat(fd)
            try:
                there = os.stat(path)
            except FileNotFoundError:
                there = None
        except BlockingIOError:
            os.close(fd)
            return None
        except BaseException:
            os.close(fd)
            raise
        if there is not None and (there.st_dev, there.st_ino) == (held.st_dev, held.st_ino):
            return HeldLock(path, fd)
        os.close(fd)  # its holder took that file away as it let go: lock the file there now
    return None


#: how often a lock is tried again when the file locked was taken away by the holder letting go
LOCK_TRIES = 10


try:
    import fcntl

    _CAN_TRY_LOCK = True

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _try_lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    _CAN_TRY_LOCK = False

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
