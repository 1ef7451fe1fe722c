"""The boundaries between stages, as small protocols. The controller depends on these only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from claimbound.claims.models import Claim, Principal, SearchMode, SearchResult, Span, Support
from claimbound.claims.plan import Plan


@runtime_checkable
class Planner(Protocol):
    name: str

    def plan(self, question: str) -> Plan: ...


@runtime_checkable
class Retriever(Protocol):
    def search(
        self, query: str, principal: Principal, *, k: int = 10, mode: SearchMode = SearchMode.HYBRID
    ) -> SearchResult: ...


@runtime_checkable
class Embedder(Protocol):
    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-normalised float32 rows, one per text."""
        ...


@runtime_checkable
class Verifier(Protocol):
    name: str

    def verify(self, claims: Sequence[Claim], spans: Sequence[Span]) -> list[Support]:
        """Judge every (claim, span) pair; batched inside."""
        ...


@runtime_checkable
class AnswerWriter(Protocol):
    name: str

    def write(self, question: str, supports: Sequence[Support]) -> list[tuple[str, list[str]]]:
        """Prose sentences, each with the span ids it cites. Only the given supports may be cited."""
        ...
