"""A planner for tests: canned plans by question, or a function."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from claimbound.claims.plan import Plan
from claimbound.claims.protocols import Planner
from claimbound.errors import ConfigError


class FakePlanner:
    """``FakePlanner({"question": plan})`` or ``FakePlanner(lambda q: plan)``; ``default`` answers unknown
    questions (else :class:`ConfigError`). Every question asked is kept in ``calls``."""

    name = "fake"

    def __init__(self, plans: Mapping[str, Plan] | Callable[[str], Plan], *, default: Planner | None = None) -> None:
        self._plans = plans
        self.default = default
        self.calls: list[str] = []

    def plan(self, question: str) -> Plan:
        self.calls.append(question)
        if callable(self._plans):
            return self._plans(question).model_copy(deep=True)
        if question in self._plans:
            return self._plans[question].model_copy(deep=True)
        if self.default is not None:
            return self.default.plan(question)
        raise ConfigError(f"FakePlanner has no plan for {question!r}; add it to the mapping or pass default=")
