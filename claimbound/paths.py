"""Where shared data lives: one configurable root (``CLAIMBOUND_SHARED``, default ``../shared``)."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "CLAIMBOUND_SHARED"


def shared_root() -> Path:
    """The shared data root: ``$CLAIMBOUND_SHARED`` or ``../shared`` relative to the repository root."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser().resolve()
    return (Path(__file__).resolve().parent.parent.parent / "shared").resolve()


def datasets_dir() -> Path:
    return shared_root() / "datasets"


def nli_dir() -> Path:
    return shared_root() / "nli"
