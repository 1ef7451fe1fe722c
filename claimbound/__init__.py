"""claimbound: answers only with what its evidence proves."""

from __future__ import annotations

import os

# litellm fetches a model cost map over the network at import unless told not to; claimbound runs offline.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

__version__ = "0.1.0"
