"""claimbound.verifier: (claim, span) -> Support at level 0 / 0.5 / 1, plus coverage and conflict tables.

Backends: :class:`EmbeddedNLIVerifier` (default, the shipped model), :class:`CrossEncoderVerifier`,
:class:`LMJudgeVerifier`, :class:`LexicalVerifier` (baseline), :class:`FakeVerifier` (tests). All model-backed
verifiers share one algorithm (:class:`PairVerifier`: atomic facts, open-slot binding, deterministic checks).
"""

from claimbound.verifier.base import PairVerifier, Thresholds, judge
from claimbound.verifier.checks import CheckFinding, run_checks
from claimbound.verifier.cross_encoder import CrossEncoderVerifier
from claimbound.verifier.embedded import EmbeddedNLIVerifier, default_model_dir
from claimbound.verifier.fake import FakeVerifier
from claimbound.verifier.lexical import LexicalVerifier
from claimbound.verifier.registry import load_verifier
from claimbound.verifier.tables import build_tables
from claimbound.verifier.text import is_role, names_one_holder, slot_candidates, split_atomic

__all__ = [
    "CheckFinding",
    "CrossEncoderVerifier",
    "EmbeddedNLIVerifier",
    "FakeVerifier",
    "LMJudgeVerifier",
    "LexicalVerifier",
    "PairVerifier",
    "Thresholds",
    "build_tables",
    "default_model_dir",
    "judge",
    "load_verifier",
    "run_checks",
    "slot_candidates",
    "is_role",
    "names_one_holder",
    "split_atomic",
]


def __getattr__(name: str) -> object:
    # LMJudgeVerifier imports dspy (slow); load it on first use
    if name == "LMJudgeVerifier":
        from claimbound.verifier.lm_judge import LMJudgeVerifier

        return LMJudgeVerifier
    raise AttributeError(name)
