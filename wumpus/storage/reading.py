"""Reading a file the player names: an ordinary file of a sensible size, never a device or a pipe
that would go on for ever."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: the most a cave file, a save or a record may hold (a 1000-room cave with ten tunnels a room
#: takes well under a megabyte)
MAX_BYTES = 64 * 2**20


def read_file(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the ordinary file at ``path``.  Raises OSError (its ``strerror`` in plain
    words) for anything else: no such file, a folder, a device, a pipe or a socket (read, they
    may never end, or wait for ever), or a file of more than ``limit`` bytes."""
    name = str(path)
    # without blocking: opening a named pipe would otherwise wait for something to write to it
    fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", name)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not an ordinary file: a device, a pipe or a socket", name)
        too_big = OSError(errno.EFBIG, f"over {limit // 2**20} MB, more than any cave or saved game needs", name)
        if info.st_size > limit:
            raise too_big
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, 1 << 20):
            total += len(chunk)
            if total > limit:
                raise too_big
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


__all__ = ["MAX_BYTES", "read_file"]
