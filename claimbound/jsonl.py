"""Reading JSON Lines with errors that name the file and line (shared by corpus ingestion and dataset loading)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from claimbound.errors import CorpusError


def iter_jsonl(path: Path) -> Iterator[tuple[str, Any]]:
    """Yield ``("FILE:LINE", record)`` for every non-blank line; bad UTF-8 or JSON is a :class:`CorpusError`
    naming the file and line."""
    with path.open("rb") as fh:
        for lineno, raw in enumerate(fh, start=1):
            where = f"{path}:{lineno}"
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise CorpusError(f"{where}: invalid UTF-8 at byte {exc.start}; re-encode the file as UTF-8") from None
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(
                    f"{where}: malformed JSON ({exc.msg} at column {exc.colno}); fix or remove the line"
                ) from None
            yield where, record
