"""The Plan: a question's DAG of sub-questions and weighted claims.

Owned by the planner work (issue 3): validation, ready sets, JSON and Mermaid live here so every
stage can read a plan without importing the planner.

Conventions (shared by every stage):

- sub-question ids are ``sq1``, ``sq2``, ...; a text refers to another sub-question's answer as ``{sq1}``;
- ``SubQuestion.depends_on`` lists the sub-questions whose answers its text uses;
- a claim belongs to exactly one sub-question; ``Claim.slot`` is the id of the sub-question whose answer the
  claim binds (an *open* claim, its text holds ``{<slot>}``), or ``None`` for a closed claim;
- claim weights lie in (0, 1] and sum to 1 over the plan (:meth:`Plan.normalized` makes them so).

The graph (:attr:`Plan.graph`) has one ``question`` node (id :data:`QUESTION_NODE`), one node per sub-question
and one per claim. Edges run from what is needed first to what needs it: ``question -> sq`` for sub-questions
without dependencies, ``sqA -> sqB`` when B depends on A, and ``sq -> claim``.

Routes: ``clarify`` plans carry no claims (they hold ``clarification``, what to ask); ``no_retrieval`` plans may
carry none (the user supplied the material). Every other route needs at least one required claim.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Mapping

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from claimbound.claims.calendar import MONTHS, WEEKDAYS
from claimbound.claims.english import DAY_NOUNS, SAME_AS_PHRASES
from claimbound.claims.models import Claim, Route, SubQuestion, Support
from claimbound.errors import InvalidPlanError

QUESTION_NODE = "question"
"""Id of the question node in :attr:`Plan.graph`."""

REF_PATTERN = re.compile(r"\{([A-Za-z_][A-Za-z0-9_\-]*)\}")
"""A reference to another sub-question's answer: ``{sq1}``."""

_WEIGHT_TOLERANCE = 1e-6


KIND_OF = "kind of "
"""How an answer type asks for a kind of a noun: "kind of leave" for "What kind of leave ..." (the planner writes
it, the verifier reads it with :func:`kind_noun`)."""


DYNASTY = "dynasty"
"""The answer type of a Chinese question for a dynasty ("楚昭辅是哪一朝代的人"): the planner writes it, the verifier
keeps only dynasties' names for it ("北宋", not the emperor "宋太宗")."""
EVENT = "event"
"""The answer type of "What happens if / when ...?": the planner writes it, the verifier takes no group of people for
it ("Parents" does not happen)."""


def kind_noun(answer_type: str | None) -> str:
    """The noun of an answer type "kind of N" ("leave" for "kind of leave"); "" for any other type."""
    return answer_type[len(KIND_OF):] if answer_type and answer_type.startswith(KIND_OF) else ""


CONTENT_STOP = frozenset(
    """a an the of in on at to for from by with and or but is are was were be been being has have had do does did
    this that these those it its as than then there their they he she his her we our you your i which who whom whose
    what when where why how all any each some such into over under about after before between during not no only
    also can could may might must shall should will would per up out off more most less least very many much
    several various certain every""".split()
)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*|\d+(?:[.,]\d+)*")


def fold_accents(text: str) -> str:
    """``text`` without diacritics ("São Paulo" -> "Sao Paulo", "Zürich" -> "Zurich"), so that a name written with
    and without its accents is one name; every other character is kept (Hangul is recomposed)."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", "".join(
        ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch)))


def content_words(text: str) -> set[str]:
    """Lower-cased content words (accents folded, stop words removed, crude plural folding)."""
    toks = set()
    for t in _WORD_RE.findall(fold_accents(text).lower()):
        if t in CONTENT_STOP or len(t) < 2:
            continue
        if len(t) > 4 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        toks.add(t)
    return toks


_STOP_ANCHORS = frozenset(
    "a an the this that these those it its he she they his her their is are was were be what which who when where "
    "why how in on at of for to and or but not no yes i me my we us our you your".split()  # "I" names no one
)


_UNNAMED_SUBJECT = re.compile(r"(?:[Tt]he|[Aa]n?)\s+(?:[a-z][\w\-]*\s+){1,4}?(?:is|are|was|were)\b")


def anchors(claim_text: str) -> set[str]:
    """The claim's named subjects: capitalised words (placeholders, stop words and possessive 's left out),
    lower-cased. Numbers are not subjects: they are what a contradiction is about; nor is a currency after its
    amount."""
    # a currency's code after its amount is a unit, no subject ("2,000 USD")
    text = re.sub(r"(?<=\d)\s+[A-Z]{3}\b", " ", re.sub(r"\{[^}]*\}", " ", claim_text))
    if _UNNAMED_SUBJECT.match(text):  # "The headquarters is in Berlin": the name is what is checked of a subject the
        # claim does not name (a span giving the headquarters as Lyon is about it)
        return set()
    out = set()
    for w in re.findall(r"[\w][\w'’\-.,]*[\w]|\w", text):
        w = re.sub(r"['’]s$", "", w.strip(".,'’"))
        if w and w[0].isupper() and w.casefold() not in _STOP_ANCHORS:
            out.add(w.casefold())
    return out


def names_subject(claim_anchors: set[str], span_text: str) -> bool:
    """The span text names one of the claim's :func:`anchors`, or says it by a phrase of the same meaning (True
    when the claim has none)."""
    if not claim_anchors:
        return True
    have = span_text.casefold()
    return any(re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", have) for a in claim_anchors for p in _said_as(a))


def _said_as(anchor: str) -> tuple[str, ...]:
    """An anchor and the phrases that say the same (:data:`~claimbound.claims.english.SAME_AS_PHRASES`): a claim
    about "PTO" names the subject of a span about "annual leave"."""
    return next((group for group in SAME_AS_PHRASES if anchor in group), (anchor,))


def about_subject(claim_anchors: set[str], support: Support) -> bool:
    """The support's span is about the claim's subject: its title or text names one of the claim's
    :func:`anchors`. The value recorded on the support (``about_subject``) wins, so a replay of a trace whose span
    texts are masked reaches the same answer as the live run."""
    if support.about_subject is not None:
        return support.about_subject
    if support.default_case is not None:  # "in other cities" covers the claim's "Madrid": its rule is the place's
        return True
    if any(f.startswith("requirement:") for f in support.reason.split("; ")):
        return True  # the verifier's requirement check: the span requires another kind of the claim's thing
        # ("Economy class is required ..." for "Business class is allowed ...", whose "Business" it never names)
    return names_subject(claim_anchors, f"{support.span.title or ''} {support.span.text}")


def claim_words(claim_text: str) -> set[str]:
    """The claim's :func:`content_words`, placeholders left out."""
    return content_words(REF_PATTERN.sub(" ", claim_text))


def claim_words_in(words: set[str], support: Support) -> set[str]:
    """Which of the claim's :func:`claim_words` the support's span title or text contains. The set recorded on the
    support (``claim_words``) wins, so a replay of a redacted trace agrees."""
    if support.claim_words is not None:
        return set(support.claim_words)
    return words & content_words(f"{support.span.title or ''} {support.span.text}")


def refs_in(text: str) -> list[str]:
    """The sub-question ids a text refers to, in order of first appearance."""
    seen: list[str] = []
    for m in REF_PATTERN.finditer(text):
        if m.group(1) not in seen:
            seen.append(m.group(1))
    return seen


_RECURRING = (r"(?:every|each)\s+(?:\S+\s+)?(?:years?|months?|weeks?|days?|hours?|quarters?|"
              + "|".join(MONTHS + WEEKDAYS) + r")\b")
_LEADING_PREPOSITION = re.compile(  # a value with its own preposition, or a time that needs none ("30 days in advance",
    # "every three years")
    r"(?:from|between|within|until|till|through|during|before|after|since|on|at)\s|.*\s(?:in advance|beforehand)$|"
    + _RECURRING, re.I)
_REF_AFTER_PREPOSITION = re.compile(r"(?:\b(?P<prep>because\s+of|in|at|on|by|until|till|since|between|within|from|"
                                    r"through|during|before|after)\s+)?" + REF_PATTERN.pattern
                                    + r"(?P<tail>(?:\s+[a-z][a-z\-]*){1,2}\b)?", re.I)
_REASON_OPENER = re.compile(r"(?:because|since|as|so\s+that|(?:in\s+order\s+|so\s+as\s+)?to|due\s+to|owing\s+to|"
                            r"thanks\s+to|as\s+a\s+result\s+of|for\s+fear\s+of)\s", re.I)
"""A reason that says its own connective ("because Dutch law said ...", "to clean them"): it replaces the "because of"
of a why-claim."""
_COUNT_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
_CLOCK_TIME = re.compile(r"\d{1,2}[:.][0-5]\d(?:\s?[ap]\.?m\.?)?|\d{1,2}\s?[ap]\.?m\.?", re.I)
"""A time of day, which is "at", not "in"."""
_ANY_VALUE_PREPOSITION = frozenset({"in", "at", "on", "by", "until", "till", "since", "during"})
"""Prepositions a value's own replaces ("open in {sq1}" + "from 07:00 to 19:00"); the others only the same one
("reachable between {sq1}" + "between 10:00 and 16:00"; "available during {sq1}" + "between 10:00 and 16:00" reads
"available between 10:00 and 16:00")."""


def fill_refs(text: str, answers: Mapping[str, str], *, keep: str | None = None) -> str:
    """Replace ``{sqX}`` by ``answers[sqX]``; references without an answer, and ``keep``, stay as they are. A value
    that opens with its own preposition replaces the "in" / "at" / "on" / "by" / "until" / "since" before the
    reference ("the office is open in {sq1}" with "from 07:00 to 19:00" reads "the office is open from 07:00 to
    19:00"; "submitted by {sq1}" with "within 30 days", "submitted within 30 days"), and the same preposition
    before it ("reachable between {sq1}" with "between 10:00 and 16:00"); a reason that says its own connective
    replaces "because of" ("closed because of {sq1}" with "to clean them", "closed to clean them")."""

    def repl(m: re.Match[str]) -> str:
        name = m.group(2)  # group 1: the preposition before the reference
        if name == keep or name not in answers:
            return m.group(0)
        value = answers[name]
        prep = (m.group("prep") or "").casefold()
        first = value.split(maxsplit=1)[0].casefold() if value.split() else ""
        drop = (_LEADING_PREPOSITION.match(value) and (not prep or prep in _ANY_VALUE_PREPOSITION or prep == first)) or (
            " ".join(prep.split()) == "because of" and _REASON_OPENER.match(value))
        own = m.group(0)[: m.start(2) - 1 - m.start()] if not drop else ""
        if prep == "in" and _CLOCK_TIME.fullmatch(value.strip()):  # "closes in {sq1}" with "19:00": at 19:00
            own = re.sub(r"(?i)^in\b", "at", own)
        return own + _counted(value, m.group("tail") or "")

    return _REF_AFTER_PREPOSITION.sub(repl, text)


def _counted(value: str, tail: str) -> str:
    """A count that names its unit, then the words after its reference: the unit said once. "5 days" + " days"
    reads "5 days"; "one extra week" + " extra weeks" reads "one extra week"; "2 days" + " remote days" reads "2
    remote days"; days counted as another noun of days (:data:`~claimbound.claims.english.DAY_NOUNS`) are days of it
    ("27 days" + " holidays" reads "27 days of holidays")."""
    words, after = value.split(), tail.split()
    unit = words[-1].casefold().rstrip("s") if len(words) > 1 else ""
    if unit == "day" and after and after[0].casefold() in DAY_NOUNS:
        return f"{value} of{tail}"  # "27 days" + " holidays": "27 days of holidays"
    at = next((i for i, w in enumerate(after) if w.casefold().rstrip("s") == unit), None)
    if unit not in _COUNT_UNITS or at is None:
        return value + tail
    rest = tail[tail.casefold().index(after[at].casefold()) + len(after[at]):]
    if at == 0 or after[0].casefold() in (w.casefold() for w in words):
        return value + rest
    return " ".join([*words[:-1], after[0], words[-1]]) + rest


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
    ignored: list[str] = Field(
        default_factory=list,
        description="Sentences of the input left out of the plan: instructions aimed at the system, requests about "
        "the answer's form, greetings, context beside a question.",
    )
    kind: str | None = Field(
        None,
        description="The question's shape as the planner saw it: lookup, bridge, comparison, conjunction, "
        "intersection (one answer of which every predicate holds: its other sub-questions check the value), yes_no, "
        "claim, temporal, aggregate, supplied, ambiguous, choice (which of two values of one thing holds: one closed "
        "claim per option, the answer names the one proven), source (which document states a fact: the answer "
        "names the document of the span that proves it), change (whether a value changed: its one open claim is "
        "answered with the value of each dated version of the documents), or superlative (the case with the "
        "greatest or least amount: its one open claim is answered with each case a document states, and the "
        "composer names the extreme one).",
    )
    temporal: list[str] = Field(
        default_factory=list, description="Time constraints found in the question (dates, before/after phrases)."
    )

    # ------------------------------------------------------------------ lookups

    def sub_question(self, sq_id: str) -> SubQuestion:
        """The sub-question with this id (``KeyError`` when absent)."""
        for sq in self.sub_questions:
            if sq.id == sq_id:
                return sq
        raise KeyError(sq_id)

    def claims_for(self, sq_id: str) -> list[Claim]:
        """The claims attached to one sub-question, in plan order."""
        return [c for c in self.claims if c.sub_question_id == sq_id]

    def required_claims(self) -> list[Claim]:
        return [c for c in self.claims if c.required]

    # ------------------------------------------------------------------ graph

    @property
    def graph(self) -> nx.DiGraph:
        """A fresh ``networkx.DiGraph`` of the plan (see the module docstring for nodes and edges).

        Node attributes: ``kind`` (question / sub_question / claim), ``text``, and for claims ``weight``,
        ``required``, ``slot``. Edge attribute ``kind``: asks / depends / claims. Dangling references are
        left out of the graph; :meth:`validate` reports them.
        """
        g: nx.DiGraph = nx.DiGraph()
        g.add_node(QUESTION_NODE, kind="question", text=self.question, route=self.route.value)
        ids = {sq.id for sq in self.sub_questions}
        for sq in self.sub_questions:
            g.add_node(sq.id, kind="sub_question", text=sq.text, slot=sq.slot, queries=list(sq.queries))
        for sq in self.sub_questions:
            deps = [d for d in sq.depends_on if d in ids]
            if not deps:
                g.add_edge(QUESTION_NODE, sq.id, kind="asks")
            for d in deps:
                g.add_edge(d, sq.id, kind="depends")
        for c in self.claims:
            g.add_node(c.id, kind="claim", text=c.text, weight=c.weight, required=c.required, slot=c.slot)
            if c.sub_question_id in ids:
                g.add_edge(c.sub_question_id, c.id, kind="claims")
        return g

    def _dependency_graph(self) -> nx.DiGraph:
        g: nx.DiGraph = nx.DiGraph()
        ids = {sq.id for sq in self.sub_questions}
        for sq in self.sub_questions:
            g.add_node(sq.id)
            for d in sq.depends_on:
                if d in ids:
                    g.add_edge(d, sq.id)
        return g

    def ancestors(self, sq_id: str) -> set[str]:
        """Every sub-question whose answer ``sq_id`` needs, directly or not."""
        return set(nx.ancestors(self._dependency_graph(), sq_id))

    # ------------------------------------------------------------------ validation

    def validate(self) -> Plan:  # type: ignore[override]
        """Check the plan; raise :class:`InvalidPlanError` naming every problem found. Returns ``self``.

        Checks: a question; unique ids; ``depends_on`` and every ``{ref}`` resolve; no cycle; each claim attached
        to an existing sub-question, its references among its sub-question and that one's ancestors, its slot
        the claim's own sub-question and present in its text; each sub-question of a retrieval route has a claim;
        at least one required claim (not for clarify / no_retrieval); weights in (0, 1] summing to 1;
        clarify names what to ask.
        """
        problems = self.problems()
        if problems:
            raise InvalidPlanError("invalid plan: " + "; ".join(problems))
        return self

    def problems(self) -> list[str]:
        """Every validation problem as a sentence that names the fix (empty when the plan is valid)."""
        out: list[str] = []
        if not self.question.strip():
            out.append("the question is empty; give the question the plan answers")
        sq_ids = [sq.id for sq in self.sub_questions]
        claim_ids = [c.id for c in self.claims]
        all_ids = sq_ids + claim_ids
        dupes = sorted({i for i in all_ids if all_ids.count(i) > 1})
        if dupes:
            out.append(f"duplicate ids {dupes}; give every sub-question and claim its own id")
        if QUESTION_NODE in all_ids:
            out.append(f"the id {QUESTION_NODE!r} is reserved for the question node; rename it")
        known = set(sq_ids)
        for sq in self.sub_questions:
            if not sq.text.strip():
                out.append(f"sub-question {sq.id} has no text; write the question it asks")
            for d in sq.depends_on:
                if d not in known:
                    out.append(f"sub-question {sq.id} depends on unknown {d!r}; use an existing sub-question id")
                elif d == sq.id:
                    out.append(f"sub-question {sq.id} depends on itself; remove it from its depends_on")
            for r in refs_in(sq.text):
                if r not in known:
                    out.append(f"sub-question {sq.id} refers to unknown {{{r}}}; refer to an existing sub-question")
                elif r not in sq.depends_on:
                    out.append(f"sub-question {sq.id} refers to {{{r}}} but does not list {r!r} in depends_on; add it")
        dep = self._dependency_graph()
        if not nx.is_directed_acyclic_graph(dep):
            cycle = nx.find_cycle(dep)
            path = " -> ".join([e[0] for e in cycle] + [cycle[-1][1]])
            out.append(f"dependency cycle {path}; a sub-question cannot need its own answer, break the cycle")
            ancestors: dict[str, set[str]] = {i: set() for i in known}
        else:
            ancestors = {i: set(nx.ancestors(dep, i)) for i in known}
        for c in self.claims:
            if not c.text.strip():
                out.append(f"claim {c.id} has no text; state what must be proven")
            if c.sub_question_id not in known:
                out.append(
                    f"claim {c.id} is attached to unknown sub-question {c.sub_question_id!r}; attach it to an existing one"
                )
                continue
            allowed = ancestors[c.sub_question_id] | {c.sub_question_id}
            for r in refs_in(c.text):
                if r not in known:
                    out.append(f"claim {c.id} refers to unknown {{{r}}}; refer to an existing sub-question")
                elif r not in allowed:
                    out.append(
                        f"claim {c.id} refers to {{{r}}}, which its sub-question {c.sub_question_id} does not depend on;"
                        f" add {r!r} to {c.sub_question_id}.depends_on or drop the reference"
                    )
            if c.slot is not None:
                if c.slot != c.sub_question_id:
                    out.append(
                        f"claim {c.id} binds slot {c.slot!r} but belongs to {c.sub_question_id}; a claim binds its own "
                        "sub-question's answer, set slot to its sub_question_id or None"
                    )
                elif "{" + c.slot + "}" not in c.text:
                    out.append(f"claim {c.id} has slot {c.slot!r} but its text lacks {{{c.slot}}}; put it in the text")
            if not (0.0 < c.weight <= 1.0) or math.isnan(c.weight):
                out.append(f"claim {c.id} has weight {c.weight}; weights lie in (0, 1]")
        retrieval_route = self.route in (Route.SINGLE_HOP, Route.MULTI_HOP)
        if self.route == Route.CLARIFY:
            if not (self.clarification or "").strip():
                out.append("route is clarify but no clarification is given; say what to ask the user")
        elif retrieval_route:
            if not self.sub_questions:
                out.append(f"route {self.route.value} needs at least one sub-question; add one or use clarify")
            if not any(c.required for c in self.claims):
                out.append("no required claim; mark at least one claim required (or use route clarify)")
            with_claims = {c.sub_question_id for c in self.claims}
            for sq in self.sub_questions:
                if sq.id not in with_claims:
                    out.append(f"sub-question {sq.id} has no claim; add the claim its answer must prove")
        if self.claims:
            total = sum(c.weight for c in self.claims)
            if abs(total - 1.0) > _WEIGHT_TOLERANCE:
                out.append(f"claim weights sum to {total:.6g}, not 1; normalise them (Plan.normalized())")
        return out

    def is_valid(self) -> bool:
        return not self.problems()

    def normalized(self) -> Plan:
        """A copy whose claim weights are scaled to sum to 1 (relative sizes kept)."""
        total = sum(c.weight for c in self.claims)
        if not self.claims or total <= 0:
            return self.model_copy(deep=True)
        claims = [c.model_copy(update={"weight": min(1.0, c.weight / total)}) for c in self.claims]
        return self.model_copy(update={"claims": claims}, deep=True)

    # ------------------------------------------------------------------ scheduling

    def ready_batches(self) -> list[list[SubQuestion]]:
        """Sub-questions in dependency order: each batch needs only earlier batches; within a batch,
        plan order. Raises :class:`InvalidPlanError` on a cycle or dangling dependency."""
        ids = {sq.id for sq in self.sub_questions}
        dangling = [f"{sq.id}->{d}" for sq in self.sub_questions for d in sq.depends_on if d not in ids]
        if dangling:
            raise InvalidPlanError(f"dangling dependencies {dangling}; use existing sub-question ids")
        dep = self._dependency_graph()
        if not nx.is_directed_acyclic_graph(dep):
            raise InvalidPlanError("the sub-questions form a cycle; break it before scheduling")
        order = {sq.id: i for i, sq in enumerate(self.sub_questions)}
        by_id = {sq.id: sq for sq in self.sub_questions}
        return [
            [by_id[i] for i in sorted(gen, key=order.__getitem__)] for gen in nx.topological_generations(dep)
        ]

    def ready(self, done: set[str] | frozenset[str] = frozenset()) -> list[SubQuestion]:
        """Sub-questions not in ``done`` whose dependencies are all in ``done``."""
        return [sq for sq in self.sub_questions if sq.id not in done and all(d in done for d in sq.depends_on)]

    # ------------------------------------------------------------------ serialisation

    def to_json(self, *, indent: int | None = None) -> str:
        return self.model_dump_json(indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes, *, validate: bool = True) -> Plan:
        """Parse a plan from JSON; with ``validate`` (default) also check it. Errors are :class:`InvalidPlanError`."""
        try:
            plan = cls.model_validate_json(text)
        except ValidationError as exc:
            raise InvalidPlanError(f"not a plan: {exc.errors()[0]['msg']} at {exc.errors()[0]['loc']}; "
                                   "give JSON with question, route, sub_questions and claims") from exc
        except json.JSONDecodeError as exc:  # pragma: no cover - pydantic wraps these
            raise InvalidPlanError(f"not JSON: {exc}; give a JSON object") from exc
        return plan.validate() if validate else plan

    def to_mermaid(self) -> str:
        """Mermaid ``flowchart TD`` text of the DAG (question, sub-questions, claims with weights)."""

        def esc(text: str) -> str:
            return text.replace('"', "#quot;").replace("\n", " ")

        lines = ["flowchart TD", f'    {QUESTION_NODE}["{esc(self.question)}"]']
        if self.route == Route.CLARIFY and self.clarification:
            lines.append(f'    clarify{{"clarify: {esc(self.clarification)}"}}')
            lines.append(f"    {QUESTION_NODE} --> clarify")
        for sq in self.sub_questions:
            lines.append(f'    {sq.id}["{sq.id}: {esc(sq.text)}"]')
        for c in self.claims:
            req = "" if c.required else " (optional)"
            lines.append(f'    {c.id}(["{c.id} w={c.weight:.2f}{req}: {esc(c.text)}"])')
        for u, v, data in self.graph.edges(data=True):
            arrow = "-.->" if data.get("kind") == "claims" else "-->"
            lines.append(f"    {u} {arrow} {v}")
        return "\n".join(lines) + "\n"

    def render_tree(self) -> str:
        """A readable text tree of the plan (the CLI's default output)."""
        lines = [f"question: {self.question}", f"route: {self.route.value}" + (f"  kind: {self.kind}" if self.kind else "")]
        if self.clarification:
            lines.append(f"clarify: {self.clarification}")
        for batch_no, batch in enumerate(self.ready_batches(), 1):
            for sq in batch:
                deps = f" (after {', '.join(sq.depends_on)})" if sq.depends_on else ""
                slot = f" [{sq.slot}]" if sq.slot else ""
                lines.append(f"  {batch_no}. {sq.id}{slot}: {sq.text}{deps}")
                for q in sq.queries:
                    lines.append(f"       query: {q}")
                for c in self.claims_for(sq.id):
                    req = "required" if c.required else "optional"
                    lines.append(f"       claim {c.id} ({req}, w={c.weight:.2f}): {c.text}")
        if self.temporal:
            lines.append(f"temporal: {'; '.join(self.temporal)}")
        for n in self.notes:
            lines.append(f"note: {n}")
        return "\n".join(lines) + "\n"
