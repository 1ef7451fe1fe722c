"""claimbound: answers only with what its evidence proves.

The top-level names are the small public API; everything else lives in the stage packages
(``claimbound.claims``, ``.planner``, ``.retrieval``, ``.verifier``, ``.answer``, ``.eval``).
Heavy modules (torch, dspy, tantivy) are imported on first use of a name, never at ``import claimbound``.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any

# litellm fetches a model cost map over the network at import unless told not to; claimbound runs offline.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

__version__ = "0.1.0"

_LAZY = {
    "Pipeline": "claimbound.pipeline",
    "Settings": "claimbound.pipeline",
    "replay": "claimbound.pipeline",
    "Index": "claimbound.retrieval",
    "RulePlanner": "claimbound.planner",
    "DSPyPlanner": "claimbound.planner",
    "EmbeddedNLIVerifier": "claimbound.verifier",
    "load_verifier": "claimbound.verifier",
    "Principal": "claimbound.claims",
    "GroundedAnswer": "claimbound.claims",
    "Trace": "claimbound.claims",
    "ClaimboundError": "claimbound.errors",
}

__all__ = [
    "ClaimboundError",
    "DSPyPlanner",
    "EmbeddedNLIVerifier",
    "GroundedAnswer",
    "Index",
    "Pipeline",
    "Principal",
    "RulePlanner",
    "Settings",
    "Trace",
    "__version__",
    "load_verifier",
    "replay",
]

if TYPE_CHECKING:  # pragma: no cover
    from claimbound.claims import GroundedAnswer, Principal, Trace
    from claimbound.errors import ClaimboundError
    from claimbound.pipeline import Pipeline, Settings, replay
    from claimbound.planner import DSPyPlanner, RulePlanner
    from claimbound.retrieval import Index
    from claimbound.verifier import EmbeddedNLIVerifier, load_verifier


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'claimbound' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
