"""A verifier for tests: a function decides each (claim, span) pair."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claimbound.claims.models import Claim, Relation, Span, Support
from claimbound.errors import ConfigError

__all__ = ["FakeVerifier"]

FakeResult = Support | Relation | str | float | tuple[Relation | str, float]
"""What the function may return: a Support, a relation (``"entails"`` -> level 1, else 0), a level (1 / 0.5 -> entails
/ neutral, 0 -> neutral) or ``(relation, level)``."""


def _substring(claim: Claim, span: Span) -> FakeResult:
    return Relation.ENTAILS if claim.text.lower().strip(" .") in span.text.lower() else Relation.NEUTRAL


class FakeVerifier:
    """``FakeVerifier(fn)``: ``fn(claim, span)`` decides each pair (default: claim text is a substring of the span).

    Satisfies :class:`claimbound.claims.protocols.Verifier`; records every call in ``calls`` (number of pairs)."""

    def __init__(self, fn: Callable[[Claim, Span], FakeResult] | None = None, *, name: str = "fake") -> None:
        self.fn = fn or _substring
        self.name = name
        self.calls: list[int] = []

    def verify(self, claims: Sequence[Claim], spans: Sequence[Span]) -> list[Support]:
        self.calls.append(len(claims) * len(spans))
        return [self._one(c, s) for c in claims for s in spans]

    def _one(self, claim: Claim, span: Span) -> Support:
        res = self.fn(claim, span)
        if isinstance(res, Support):
            return res
        if isinstance(res, tuple):
            relation, level = Relation(res[0]), float(res[1])
        elif isinstance(res, (Relation, str)):
            relation = Relation(res)
            level = 1.0 if relation == Relation.ENTAILS else 0.0
        elif isinstance(res, (int, float)):
            level = float(res)
            relation = Relation.ENTAILS if level == 1.0 else Relation.NEUTRAL
        else:
            raise ConfigError(f"FakeVerifier function returned {res!r}; return a Support, relation, level or "
                              "(relation, level)")
        if level not in (0.0, 0.5, 1.0):
            raise ConfigError(f"FakeVerifier level {level} is not 0, 0.5 or 1")
        probs = {"entailment": level, "neutral": 0.0 if relation == Relation.CONTRADICTS else 1.0 - level,
                 "contradiction": 1.0 if relation == Relation.CONTRADICTS else 0.0}
        return Support(claim_id=claim.id, span=span, level=level, relation=relation, score=level,  # type: ignore[arg-type]
                       verifier=self.name, probs=probs)
