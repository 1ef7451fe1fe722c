"""The public API is small and deliberate: a change to it must change this test."""

from __future__ import annotations

import subprocess
import sys

import claimbound


def test_top_level_exports() -> None:
    assert claimbound.__all__ == sorted(
        [
            "ClaimboundError", "DSPyPlanner", "EmbeddedNLIVerifier", "GroundedAnswer", "Index", "Pipeline",
            "Principal", "RulePlanner", "Settings", "Trace", "__version__", "load_verifier", "replay",
        ]
    )
    for name in claimbound.__all__:
        assert getattr(claimbound, name) is not None


def test_import_is_light() -> None:
    code = "import sys, claimbound; heavy = {'torch', 'dspy', 'tantivy', 'litellm'} & set(sys.modules); print(sorted(heavy))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


def test_every_lazy_name_is_exported() -> None:
    assert set(claimbound._LAZY) | {"__version__"} == set(claimbound.__all__)
