"""The Plan: a question's DAG of sub-questions and weighted claims.

Owned by the planner work (issue 3): validation, ready sets, JSON and Mermaid live here so every
stage can read a plan without importing the planner.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from claimbound.claims.models import Claim, Route, SubQuestion


class Plan(BaseModel):
    """A question decomposed into sub-questions (a DAG by ``depends_on``) and claims."""

    model_config = ConfigDict(extra="forbid")

    question: str
    route: Route
    sub_questions: list[SubQuestion] = Field(default_factory=list)
    claims: list[Claim] = Field(default_factory=list)
    clarification: str | None = Field(None, description="What to ask when route is clarify.")
    planner: str = ""
    notes: list[str] = Field(default_factory=list, description="Why the plan looks as it does (fallbacks, repairs).")
