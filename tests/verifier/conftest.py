from __future__ import annotations

from collections.abc import Sequence

import pytest

from claimbound.claims.models import Claim, DocMetadata, Span
from claimbound.verifier.base import PairVerifier, Probs


def make_span(text: str, doc_id: str = "d", start: int = 0, n: int = 0, **meta: object) -> Span:
    return Span(span_id=f"{doc_id}#{n}", doc_id=doc_id, start=start, end=start + len(text), text=text,
                metadata=DocMetadata(**meta))


def make_claim(text: str, cid: str = "c1", slot: str | None = None, weight: float = 1.0) -> Claim:
    return Claim(id=cid, text=text, sub_question_id="sq1", slot=slot, weight=weight)


class SubstringVerifier(PairVerifier):
    """Deterministic backend for algorithm tests: entails when every content word of the hypothesis is in the
    premise, contradicts when the hypothesis contains 'never', else neutral."""

    name = "substring"

    def __init__(self, **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.seen: list[tuple[str, str]] = []

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        out = []
        for p, h in zip(premises, hypotheses, strict=True):
            self.seen.append((p, h))
            words = [w.strip(".,").lower() for w in h.split() if len(w) > 3]
            if "never" in h.split():
                out.append({"entailment": 0.05, "neutral": 0.15, "contradiction": 0.8})
            elif all(w in p.lower() for w in words):
                out.append({"entailment": 0.9, "neutral": 0.05, "contradiction": 0.05})
            else:
                out.append({"entailment": 0.1, "neutral": 0.8, "contradiction": 0.1})
        return out


class ConstantVerifier(PairVerifier):
    """A backend that gives every pair the same entailment probability, so the checks alone decide."""

    name = "constant"

    def __init__(self, entailment: float = 0.95, **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.entailment = entailment

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        e = self.entailment
        return [{"entailment": e, "neutral": 0.98 - e, "contradiction": 0.02} for _ in hypotheses]


@pytest.fixture
def substring_verifier() -> SubstringVerifier:
    return SubstringVerifier()
