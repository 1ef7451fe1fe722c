"""The DSPy planner: a ``dspy.Module`` with typed signatures; invalid plans are repaired once, then the rules.

Any litellm model string works (``openai/gpt-4o-mini``, ``ollama/qwen2.5``, ``openai/local`` with
``api_base="http://127.0.0.1:8080/v1"`` for the llama-cpp server of ``scripts/local_lm.sh``). The module never
calls ``dspy.configure``: pass ``lm=`` (or run it inside ``dspy.context(lm=...)``).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any, Literal

import dspy
from pydantic import BaseModel, Field, ValidationError

from claimbound.claims.models import Claim, Route, SubQuestion
from claimbound.claims.plan import Plan
from claimbound.claims.protocols import Planner
from claimbound.errors import ConfigError, InvalidPlanError
from claimbound.lmserver import server_kwargs
from claimbound.planner.intersection import claim_sources
from claimbound.planner.request import lm_input, read_request
from claimbound.planner.rules import RulePlanner, check_question, choice_options
from claimbound.planner.text import with_answer_types


class SubQuestionDraft(BaseModel):
    id: str = Field(description="sq1, sq2, ... in the order they can be answered")
    text: str = Field(description="A self-contained question; write an earlier sub-question's answer as {sq1}")
    depends_on: list[str] = Field(default_factory=list, description="ids whose answers this text uses")
    slot: str | None = Field(None, description="what it asks for: person, date, location, number, organization ...")
    queries: list[str] = Field(default_factory=list, description="1-3 search queries: a rewrite, then other angles")


class ClaimDraft(BaseModel):
    id: str = Field(description="c1, c2, ...")
    text: str = Field(description="A declarative statement that must be proven; the unknown answer as {sqN}")
    sub_question_id: str
    weight: float = Field(1.0, description="importance in (0, 1]")
    required: bool = True
    slot: str | None = Field(None, description="the id of its own sub-question when the text holds {that id}, else null")


QuestionKind = Literal["lookup", "bridge", "comparison", "conjunction", "intersection", "yes_no", "claim", "temporal", "aggregate"]


class PlanDraft(BaseModel):
    route: Literal["no_retrieval", "single_hop", "multi_hop", "clarify"]
    kind: QuestionKind | None = Field(None, description="the question's shape")
    clarification: str | None = Field(None, description="what to ask the user when route is clarify")
    sub_questions: list[SubQuestionDraft] = Field(default_factory=list)
    claims: list[ClaimDraft] = Field(default_factory=list)


class PlanQuestion(dspy.Signature):
    """Plan how to answer a question from evidence. Split it into sub-questions (multi_hop when one needs another's
    answer, written as {sq1}); give each sub-question at least one claim - the statement whose proof answers it.
    Use clarify (and say what to ask) when a key entity is missing; no_retrieval when nothing must be looked up."""

    question: str = dspy.InputField()
    plan: PlanDraft = dspy.OutputField()


class RepairPlan(dspy.Signature):
    """The previous plan failed validation. Return a corrected plan that fixes every listed problem."""

    question: str = dspy.InputField()
    previous_plan: PlanDraft = dspy.InputField()
    problems: str = dspy.InputField(desc="validation errors, each naming the fix")
    plan: PlanDraft = dspy.OutputField()


def example_draft() -> tuple[str, PlanDraft]:
    """One worked example (a two-hop bridge), shown to the model as a demo so small LMs see the format."""
    question = "When was the director of the film Jaws born?"
    draft = PlanDraft(
        route="multi_hop",
        kind="bridge",
        clarification=None,
        sub_questions=[
            SubQuestionDraft(id="sq1", text="Who directed the film Jaws?", slot="person",
                             queries=["Jaws film director", "directed Jaws 1975"]),
            SubQuestionDraft(id="sq2", text="When was {sq1} born?", depends_on=["sq1"], slot="date",
                             queries=["{sq1} born", "{sq1} date of birth"]),
        ],
        claims=[
            ClaimDraft(id="c1", text="{sq1} directed the film Jaws", sub_question_id="sq1", weight=0.5, slot="sq1"),
            ClaimDraft(id="c2", text="{sq1} was born on {sq2}", sub_question_id="sq2", weight=0.5, slot="sq2"),
        ],
    )
    return question, draft


class PlanProgram(dspy.Module):
    """draft -> repair while the plan is invalid. Sub-predictors are attributes so optimizers find them via
    ``named_predictors()``; both run inside ``forward``, so an optimizer that traces the program (bootstrapping,
    MIPROv2, GEPA) tunes the repair step on the same runs as the draft step.
    With ``demo=True`` (default) the draft step carries one worked example."""

    def __init__(self, *, demo: bool = True) -> None:
        super().__init__()
        self.draft = dspy.Predict(PlanQuestion)
        self.repair = dspy.Predict(RepairPlan)
        if demo:
            q, d = example_draft()
            self.draft.demos = [dspy.Example(question=q, plan=d).with_inputs("question")]

    def forward(self, question: str, max_repairs: int = 1) -> dspy.Prediction:
        """Draft a plan for ``question``, then repair it up to ``max_repairs`` times while :func:`draft_to_plan`
        rejects it. The prediction holds ``plan`` (the last draft), ``problems`` (why each rejected draft was
        invalid), ``calls`` (LM calls made) and ``failure`` (None for a valid plan, else why there is none). A draft
        call that fails raises; a repair call that fails ends the loop with its reason as ``failure``."""
        draft: PlanDraft = self.draft(question=question).plan
        problems: list[str] = []
        calls = 1
        while True:
            try:
                draft_to_plan(question, draft)
                return dspy.Prediction(plan=draft, problems=problems, calls=calls, failure=None)
            except InvalidPlanError as exc:
                problems.append(str(exc))
            if len(problems) > max_repairs:
                return dspy.Prediction(plan=draft, problems=problems, calls=calls,
                                       failure=f"the model's plan stayed invalid ({problems[-1]})")
            calls += 1
            try:
                draft = self.repair(question=question, previous_plan=draft, problems=problems[-1]).plan
            except Exception as exc:  # noqa: BLE001 - any model/parse failure ends the repairs
                return dspy.Prediction(plan=draft, problems=problems, calls=calls,
                                       failure=f"the repair call failed ({type(exc).__name__}: {exc})")


def _claim(draft: ClaimDraft) -> Claim:
    """A drafted claim; where it says it was reported ("the Fortune article suggests that ...", "as reported by
    TechCrunch") moves from its text to ``reported_in``, as the rule planner does: a span states the fact, not
    that an article reported it."""
    text, sources = claim_sources(draft.text)
    return Claim(**{**draft.model_dump(), "text": text}, reported_in=sources)


def _options_unnamed(question: str, plan: Plan) -> str | None:
    """Why a plan cannot answer a choice between two named options ("Which band was formed first, The Exies or
    Circus Diablo?"): no claim names one of them, so whatever value it binds ("{sq1} formed first" bound to a band
    member) is no option, whatever its sub-question repeats; ``None`` when the question is no such choice or its
    claims name both."""
    options = choice_options(question)
    if options is None or plan.route in (Route.CLARIFY, Route.NO_RETRIEVAL) or any(
            re.search(r"\d", o) for o in options):  # names only: "220 EUR or 250 EUR" may be said in other ways
        return None
    said = " ".join(c.text for c in plan.claims).casefold()  # what is proven; a sub-question may just repeat them
    missing = [o for o in options if re.sub(r"^(?:the|a|an)\s+", "", o.strip("'\" "), flags=re.I).casefold() not in said]
    if not missing:
        return None
    a, b = options
    return (f"the question asks to choose between {a!r} and {b!r}, and no claim names "
            f"{' or '.join(repr(m) for m in missing)}; give each option a sub-question and a claim that say of it what "
            "the question asks, so the evidence decides between them")


def draft_to_plan(question: str, draft: PlanDraft, *, planner: str = "dspy") -> Plan:
    """Build a :class:`Plan` from a model draft (weights normalised); raise :class:`InvalidPlanError` if invalid,
    or if the question chooses between two named options and the plan leaves one out."""
    try:
        plan = Plan(
            question=question,
            route=Route(draft.route),
            clarification=draft.clarification,
            kind=draft.kind,
            sub_questions=[SubQuestion(**sq.model_dump()) for sq in draft.sub_questions],
            claims=[_claim(c) for c in draft.claims],
            planner=planner,
        )
    except ValidationError as exc:
        err = exc.errors()[0]
        raise InvalidPlanError(f"invalid plan: {err['msg']} at {'.'.join(map(str, err['loc']))}") from exc
    plan = with_answer_types(plan.normalized().validate())
    unnamed = _options_unnamed(question, plan)
    if unnamed:
        raise InvalidPlanError(f"invalid plan: {unnamed}")
    return plan


class DSPyPlanner:
    """Plans with an LM through :class:`PlanProgram`; repairs an invalid plan once, then falls back.

    ``lm``: a ``dspy.LM`` / ``BaseLM``, a litellm model string, or ``None`` to use the LM of the surrounding
    ``dspy.context``. ``fallback``: the planner used when the model fails (the reason lands in ``plan.notes``);
    ``strict=True`` raises :class:`InvalidPlanError` with the reason instead (``claimbound optimize`` scores the
    model's own plans, not the fallback's). A question with nothing to plan (only instructions or greetings) goes to
    the fallback without an LM call either way.
    """

    name = "dspy"

    def __init__(
        self,
        lm: Any = None,
        *,
        fallback: Planner | None = None,
        max_repairs: int = 1,
        api_base: str | None = None,
        program: PlanProgram | None = None,
        lm_kwargs: dict[str, Any] | None = None,
        strict: bool = False,
    ) -> None:
        if max_repairs < 0:
            raise ConfigError(f"max_repairs must be >= 0, got {max_repairs}")
        self._lm_spec = lm
        self._lm: Any = None if isinstance(lm, str) else lm
        self._api_base = api_base
        self._lm_kwargs = lm_kwargs or {}
        self.fallback: Planner = fallback if fallback is not None else RulePlanner()
        self.max_repairs = max_repairs
        self.program = program or PlanProgram()
        self.strict = strict
        self.lm_calls = 0

    @property
    def lm(self) -> Any:
        """The LM, built from a model string on first use (lazy)."""
        if self._lm is None and isinstance(self._lm_spec, str):
            self._lm = dspy.LM(self._lm_spec, **{**server_kwargs(self._api_base), **self._lm_kwargs})
        return self._lm

    @contextlib.contextmanager
    def _lm_context(self) -> Iterator[None]:
        lm = self.lm
        if lm is None:
            if dspy.settings.lm is None:
                raise ConfigError("DSPyPlanner has no LM; pass lm='provider/model' (or a dspy.LM), or use --lm on the CLI")
            yield
        else:
            with dspy.context(lm=lm):
                yield

    def plan(self, question: str) -> Plan:
        q = check_question(question)
        request = read_request(q)
        if not request.parts:  # only instructions or greetings: asked back as the rule planner does, no LM call
            return self.fallback.plan(q)
        asked, ignored = lm_input(q, request)  # the LM never reads an instruction in the input as its own
        notes: list[str] = [f"left out before the model read it: {s!r}" for s in ignored]
        with self._lm_context():
            try:
                out = self.program(question=asked, max_repairs=self.max_repairs)
            except Exception as exc:  # noqa: BLE001 - any model/parse failure means: use the fallback
                self.lm_calls += 1
                return self._fall_back(q, notes, f"the model failed to produce a plan ({type(exc).__name__}: {exc})")
        self.lm_calls += out.calls
        notes += [f"repair {i + 1}: {p}" for i, p in enumerate(out.problems[: out.calls - 1])]
        if out.failure is not None:
            return self._fall_back(q, notes, out.failure)
        try:
            plan = draft_to_plan(q, out.plan, planner=self.name)
        except InvalidPlanError as exc:  # the program checked the model's input; the whole question may read other options
            return self._fall_back(q, notes, f"the model's plan is invalid ({exc})")
        plan.notes = notes + plan.notes
        plan.ignored = ignored
        return plan

    def _fall_back(self, q: str, notes: list[str], reason: str) -> Plan:
        if self.strict:
            raise InvalidPlanError(f"the dspy planner has no plan: {reason}")
        plan = self.fallback.plan(q)
        plan.notes = [*notes, f"dspy planner fell back to {self.fallback.name}: {reason}", *plan.notes]
        plan.planner = f"{self.fallback.name} (fallback from {self.name})"
        return plan
