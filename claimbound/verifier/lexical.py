"""A lexical-overlap baseline: how much of the claim's content vocabulary the span contains."""

from __future__ import annotations

from collections.abc import Sequence

from claimbound.claims.plan import content_words
from claimbound.verifier.base import PairVerifier, Probs, Thresholds
from claimbound.verifier.checks import MISSING_WORDS

__all__ = ["LexicalVerifier"]


class LexicalVerifier(PairVerifier):
    """Overlap baseline (no model). p(entailment) = share of the claim's content words found in the span;
    p(contradiction) = that share when exactly one side is negated; neutral takes the rest.
    The deterministic checks apply as for any backend."""

    name = "lexical"

    def __init__(self, *, thresholds: Thresholds | None = None, checks: bool = True,
                 split_atoms: bool = True, missing_words: int = MISSING_WORDS) -> None:
        # cut-offs chosen like the embedded model's: per-class F1 on the held-out slices of the NLI training sets
        # (scripts/train_nli.py build_data(seed=13) + choose_thresholds)
        super().__init__(thresholds=thresholds or Thresholds(entail=0.45, partial=0.225, contradict=0.2,
                                                             chosen_on="held-out slices of the NLI training sets"),
                         checks=checks, split_atoms=split_atoms, use_title=False, missing_words=missing_words)

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        from claimbound.verifier.checks import _negated

        out = []
        for premise, hyp in zip(premises, hypotheses, strict=True):
            h = content_words(hyp)
            share = len(h & content_words(premise)) / len(h) if h else 0.0
            if _negated(premise) != _negated(hyp):
                out.append({"entailment": 0.0, "neutral": 1.0 - share, "contradiction": share})
            else:
                out.append({"entailment": share, "neutral": 1.0 - share, "contradiction": 0.0})
        return out
