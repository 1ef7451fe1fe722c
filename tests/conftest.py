"""Shared test fixtures. Tests are offline: any attempt to open a non-loopback socket fails."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from claimbound.paths import datasets_dir, nli_dir  # noqa: E402

_real_connect = socket.socket.connect


def _guarded_connect(self: socket.socket, address: object) -> object:
    host = address[0] if isinstance(address, tuple) else address
    if isinstance(host, str) and (host.startswith("127.") or host in ("localhost", "::1") or host.startswith("/")):
        return _real_connect(self, address)
    if self.family == socket.AF_UNIX:
        return _real_connect(self, address)
    raise RuntimeError(f"tests are offline: blocked a connection to {address!r}")


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket.socket, "connect", _guarded_connect)


@pytest.fixture(scope="session")
def datasets() -> Path:
    path = datasets_dir()
    if not path.is_dir():
        pytest.skip(f"shared datasets not found at {path} (set CLAIMBOUND_SHARED)")
    return path


@pytest.fixture(scope="session")
def nli_data() -> Path:
    path = nli_dir()
    if not path.is_dir():
        pytest.skip(f"shared NLI data not found at {path} (set CLAIMBOUND_SHARED)")
    return path


@pytest.fixture(scope="session")
def policies_dir() -> Path:
    """The bundled multi-tenant policy fixture (examples/policies)."""
    return Path(__file__).resolve().parent.parent / "examples" / "policies"
