"""Small file helpers shared by the stages: a streamed SHA-256 and an atomic text write."""

from __future__ import annotations

import hashlib
import os
import uuid
from pathlib import Path

__all__ = ["atomic_write_text", "file_sha256"]


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB blocks."""
    with Path(path).open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to a hidden temporary file beside ``path``, then rename it over ``path``: readers see
    the old file or the new one, never a half-written one."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
