"""The rule planner: a deterministic, model-free decomposition of a question into a :class:`Plan`.

Shapes it recognises (English; Chinese lives in :mod:`claimbound.planner.chinese`):

- **supplied material / nothing external** (``no_retrieval``): the question carries its own passage, or is arithmetic;
- **ambiguous** (``clarify``): a he/she/they with no antecedent, or a bare definite ('What is the policy?');
- **claim checking**: a statement, not a question; the claim is the claim;
- **temporal**: questions ordering events ('After X, did Y ...', 'between A and B') - recorded in ``plan.temporal``;
- **comparison**: 'Which ... , A or B?', 'Are A and B both ...?', 'the same N', 'in common', contrasts ('..., while ...');
  two amounts ('Is the hotel cap in Paris higher than in Lyon?': one open sub-question per amount,
  :mod:`claimbound.planner.amounts`);
- **conjunctions and lists**: 'A, B and C', '... and when ...' - one sub-question per conjunct;
- **intersections**: 'Who founded X, was compared to Y and faces Z?' - one open sub-question (the most specific
  predicate) and a closed check of its value per other predicate (:mod:`claimbound.planner.intersection`);
- **reported facts**: 'Does the Fortune article suggest that X', '..., as reported by TechCrunch' - the claim is X
  (a span is the article's own text); where it was reported goes to the claim's ``reported_in``;
- **bridge**: relative and participle clauses ('the company that publishes X', 'the film shot in Y'),
  'the N of X' and possessives ('X's performer'; a person's role keeps its of-phrase: 'Cobalt's head of finance' is
  the head of finance of Cobalt), nested, innermost first (at most ``max_hops``);
- **single lookups and yes/no questions**.

Slots come from the wh-word (who -> person, when -> date, which country -> location ...); queries are the
sub-question itself, its keywords, and for open claims the claim as a statement (a second perspective).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from claimbound.claims.calendar import EARLIER_WORDS, LATER_WORDS, MONTH_ABBREVIATIONS, MONTHS
from claimbound.claims.conditions import permission_of_forbidden
from claimbound.claims.english import NAME_RUN, SAME_AS_PHRASES
from claimbound.claims.models import Claim, Route, SubQuestion
from claimbound.claims.plan import Plan, refs_in
from claimbound.claims.typed import as_typed
from claimbound.errors import InvalidQuestionError
from claimbound.planner import text as tx
from claimbound.planner.amounts import (
    AMOUNT_NOUNS,
    amount_options_asked,
    applies_asked,
    bound_first,
    bounded_by_another,
    difference_asked,
    either_way_asked,
    most_spent_asked,
    plan_amount_comparison,
    plan_case_superlative,
    than_theirs_asked,
    within_asked,
)
from claimbound.planner.choice import plan_alternative, rate_options_asked
from claimbound.planner.intersection import (
    names_a_source,
    plan_intersection,
    plan_placed_head,
    strip_attributions,
    strip_reporting_frame,
)
from claimbound.planner.request import (
    IMPERATIVE_RE,
    imperative_to_question,
    is_question,
    keyword_query,
    merge_plans,
    mergeable,
    read_request,
)

MAX_QUESTION_CHARS = 4000
MAX_QUESTIONS = 5  # plain questions in one input planned together; more are asked back one at a time


def check_question(question: object) -> str:
    """Return the question stripped, or raise :class:`InvalidQuestionError` naming the fix."""
    if isinstance(question, bytes):
        try:
            question = question.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidQuestionError("the question is not UTF-8 text; pass a str") from exc
    if not isinstance(question, str):
        raise InvalidQuestionError(f"the question must be a str, not {type(question).__name__}; pass text")
    q = question.strip()
    if not q:
        raise InvalidQuestionError("the question is empty; ask a question in words")
    if len(q) > MAX_QUESTION_CHARS:
        raise InvalidQuestionError(
            f"the question has {len(q)} characters (limit {MAX_QUESTION_CHARS}); shorten it or split it"
        )
    if any(ord(c) < 32 and c not in "\n\r\t" for c in q):
        raise InvalidQuestionError("the question contains control characters; pass plain text")
    if not re.search(r"\w", q):
        raise InvalidQuestionError("the question has no words, only punctuation; ask a question in words")
    return q


# --------------------------------------------------------------------------- plan builder


@dataclass
class PlanBuilder:
    """Collects sub-questions and their claims, then builds a normalised, validated :class:`Plan`."""

    question: str
    planner: str = "rule"
    sub_questions: list[SubQuestion] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def next_id(self) -> str:
        return f"sq{len(self.sub_questions) + 1}"

    def add(
        self,
        text: str,
        *,
        claim: str | None = None,
        closed: bool | None = None,
        slot: str | None = None,
        required: bool = True,
        weight: float = 1.0,
        zh: bool = False,
        reported_in: list[str] | None = None,
    ) -> str:
        """Add a sub-question (and its claim). ``claim`` defaults to the question turned declarative: open
        (binding this sub-question's answer) for wh-questions, closed for yes/no questions. ``reported_in``: where the
        question says the claim was reported (its attribution, verbatim); an attribution that names no source ("Does
        the report suggest that") is not kept, since no span's source could match it."""
        sq_id = self.next_id()
        ref = "{" + sq_id + "}"
        text = text.strip()
        if not zh:
            text = tx.capitalise(tx.strip_q(text)) + "?"
        if closed is None:
            closed = is_yes_no(text) if not zh else False
        if claim is None:
            claim = tx.yes_no_claim(text) if closed else tx.to_claim(text, ref)
        if not claim.strip(" ,.?？。"):
            claim = tx.strip_q(text) if closed else f'The answer to "{tx.strip_q(text)}" is {ref}'
        slot = slot if slot is not None else (None if closed else tx.wh_slot(text))
        deps = [r for r in refs_in(text) if r != sq_id]
        claim_slot = sq_id if ref in claim else None
        queries = make_queries(text, claim, sq_id, zh=zh)
        self.sub_questions.append(SubQuestion(id=sq_id, text=text, depends_on=deps, queries=queries,
                                              slot=slot or ("yes_no" if closed else None)))
        self.claims.append(Claim(id=f"c{len(self.claims) + 1}", text=claim, sub_question_id=sq_id, weight=weight,
                                 required=required, slot=claim_slot,
                                 reported_in=[r for r in reported_in or [] if names_a_source(r)]))
        return sq_id

    def build(self, route: Route | None = None, *, kind: str | None = None, temporal: list[str] | None = None,
              clarification: str | None = None) -> Plan:
        if route is None:
            route = Route.MULTI_HOP if len(self.sub_questions) > 1 else Route.SINGLE_HOP
        plan = Plan(question=self.question, route=route, sub_questions=self.sub_questions, claims=self.claims,
                    clarification=clarification, planner=self.planner, notes=self.notes, kind=kind,
                    temporal=temporal or [])
        return tx.with_answer_types(plan.normalized().validate())


def make_queries(text: str, claim: str, sq_id: str, *, zh: bool = False) -> list[str]:
    """Search queries for a sub-question: the question, its keywords, and (open claims) the claim as a
    statement - a second perspective that matches how documents state facts. ``{sqX}`` refs of parents stay
    for the controller to fill; the sub-question's own ref is dropped."""
    own = "{" + sq_id + "}"
    out = [tx.strip_q(text) if not zh else text.rstrip("？?")]
    if zh:
        from claimbound.planner.chinese import zh_keywords

        out.append(" ".join(zh_keywords(text)))
    else:
        out.append(" ".join(tx.keywords(text)))
    if own in claim and not claim.startswith("The answer to"):
        statement = re.sub(r"\s+", " ", claim.replace(own, "")).strip(" ,")
        out.append(statement)
    if not zh:
        out.extend(_said_otherwise(out[1]))
    seen: list[str] = []
    for q in out:
        if q and q not in seen:
            seen.append(q)
    return seen


def _said_otherwise(keywords: str) -> list[str]:
    """The keyword query with a word that a policy may say another way (:data:`SAME_AS_PHRASES`: "vacation" as
    "annual leave") in the other ways, for a search that matches words, not meanings: "How much vacation do I get?"
    found "Up to 5 unused annual leave days can be carried over", not "Acme employees receive 27 days of annual
    leave"."""
    out = []
    for group in SAME_AS_PHRASES:
        found = next((p for p in group if re.search(rf"\b{re.escape(p)}\b", keywords, re.IGNORECASE)), None)
        if found and " " not in found:  # a word the policy may say otherwise, in more words or fewer ("annual leave",
            # "headquarters"): each other way, for the search to match whichever the policy uses
            others = " ".join(p for p in group if p != found and not p.startswith(found) and not found.startswith(p))
            out.append(re.sub(rf"\b{re.escape(found)}\b", others, keywords, count=1, flags=re.IGNORECASE))
    return out[:1]


# --------------------------------------------------------------------------- detectors

_MONTHS = "(?:" + "|".join(MONTHS + MONTH_ABBREVIATIONS) + r")\.?"
_DATE_RE = re.compile(
    rf"\b(?:{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}\s+{_MONTHS}(?:\s+\d{{4}})?|"
    rf"{_MONTHS}\s+\d{{4}}|(?:1[5-9]|20)\d\d(?:s)?|\d\d:\d\d)\b"
)
_ORDER_RE = re.compile(
    r"\b(after|before|following|prior to|since|until|subsequent(?:ly)? to|later than|earlier than|"
    r"then|afterwards|beforehand|previously|initially|later)\b",
    re.I,
)


def temporal_phrases(t: str) -> list[str]:
    found = [m.group(0) for m in _DATE_RE.finditer(t)]
    found += [m.group(0).lower() for m in _ORDER_RE.finditer(t)]
    out: list[str] = []
    for f in found:
        if f not in out:
            out.append(f)
    return out


_CHANGE_RE = re.compile(
    r"\b(change[sd]?|changing|consistent|inconsistent|consistency|remain(?:ed|s)?|shift(?:ed)?|evolv(?:e|ed)|"
    r"discrepanc(?:y|ies)|still|anymore|no longer|updated?)\b",
    re.I,
)
_ORDER_WORD_RE = re.compile(r"\b(after|before|following|prior to|subsequent(?:ly)?|later|earlier|since|until|between)\b", re.I)


def is_temporal_ordering(t: str) -> bool:
    """The question relates events or reports in time: a fronted 'After X, ...' / 'Between A and B, ...', an
    explicit date with an ordering or change word, or a change / consistency question with an ordering word."""
    low = t.lower()
    dated = bool(_DATE_RE.search(t))
    if re.match(r"^(after|before|following|since|prior to)\b", low):
        return True
    if re.match(r"^between\b", low) and (dated or re.search(r"\b(report|reports|article|articles|coverage|published)\b", low)):
        return True  # 'Between the report of <date> and ...': ordered, dated documents
    ordered = bool(_ORDER_WORD_RE.search(t))
    changed = bool(_CHANGE_RE.search(t))
    return (dated and (ordered or changed)) or (changed and ordered)


_HAS_CHANGED_RE = re.compile(
    r"(?:(?:by\s+)?how\s+much\s+)?(?:has|have|did)\s+(?P<what>(?:the\s+|[A-Za-z][\w\-]*['’]s?\s+)[^,;]+?)\s+"
    r"(?:changed|change|been\s+changed"
    r"|been\s+updated|been\s+revised|gone\s+(?:up|down)|go\s+(?:up|down)|increased?|decreased?|risen|rise|"
    r"fallen|fall|dropped|drop|been\s+(?:raised|increased|lowered|reduced|cut))"
    r"(?:\s+(?:at\s+all|over\s+time|recently|(?:since|in)\s+\d{4}))?", re.I)
"""A question whether a value changed with nothing to date it but the year it is compared from ("Has the meal
allowance changed?", "Did acme's hotel cap in Paris change?", "Has the meal allowance gone up since 2023?", "By how
much did the meal allowance increase?"): answered from each version of the document that states it (whether it went
up or down, or by how much, from the oldest, or the one in force in the year named, to the newest)."""


_WHOLE_DOCUMENT_RE = re.compile(r"\b(?:polic(?:y|ies)|rules?|handbook|guidelines?|documents?|procedures?|process)$", re.I)


_HOW_MUCH_CHANGED = re.compile(r"^((?:by\s+)?how\s+much\s+(?:has|have|did)\s+)(?!the\b)(?=[a-z])", re.IGNORECASE)


def plan_change(t: str, plan_lookup: Callable[[str], Plan]) -> Plan | None:
    """The plan of a question whether a value changed (:data:`_HAS_CHANGED_RE`): the lookup of the value ("What is
    the meal allowance?", planned by ``plan_lookup``) with kind ``change``; the answer then gives the value of each
    dated version of the document that states it. ``None`` for any other question, or when the lookup is not one
    open claim."""
    m = _HAS_CHANGED_RE.fullmatch(tx.strip_q(t))
    if m is None:  # 'How much did parental leave increase?': by how much the value did (was "parental leave
        # increased {sq1}", answered with the newest value); a yes / no without an article stays one
        m = _HAS_CHANGED_RE.fullmatch(_HOW_MUCH_CHANGED.sub(r"\1the ", tx.strip_q(t)))
    if m is None or _WHOLE_DOCUMENT_RE.search(m.group("what")):
        return None  # whether a policy changed: a span that says it replaces another answers it as a yes / no
    what = m.group("what")
    # a stretch of leave is asked how long it is ('What is the parental leave?' is what parental leave is)
    leave = re.search(_LEAVE + "$", what, re.IGNORECASE) is not None and " of " not in what
    asked = f"How long is {what}?" if leave else f"What is {what}?"
    plan = plan_lookup(asked)
    if plan.route != Route.SINGLE_HOP or plan.kind != "lookup" or len(plan.claims) != 1 or not plan.claims[0].slot:
        return None
    plan.kind = "change"
    plan.notes.append("whether a value changed: its value in each dated version of the documents is looked up")
    return plan


def is_yes_no(t: str) -> bool:
    ws = tx.words(tx.strip_q(t))
    return bool(ws) and tx.bare(ws[0]) in tx.AUX and not re.match(r"^(?:is|was|are|were)\s+(?:who|what)\b", t, re.I)


# "Do both articles say X, or do they propose different strategies?": the second alternative is the first one's
# other answer, said of the same subject by a pronoun ("they", "it", "both articles", "their claims")
_OTHER_ANSWER_RE = re.compile(
    r",\s+or\s+(?:do|does|did|is|are|was|were|has|have|had)\s+(?:they|it|both|their|these|those|the two)\b[^?]*\?*\s*$"
    r"|,?\s+or\s+not\s*\?*\s*$",  # "Are passes reimbursed or not?"
    re.I,
)


_WHOLE_POLICY = re.compile(r"^(?:what|which)\s+(?:(?:are|is|were|was)|(?P<aux>does|did|do))\s+"
                           r"(?P<topic>(?:the|our|my|its|their|[a-z]+'s)\s+(?:(?:19|20)\d\d\s+)?"
                           r"(?:[a-z][a-z\-]*\s+){0,3}(?:rules|policy|policies|guidelines|regulations)"
                           r"(?:\s+(?:on|for|about|regarding)\s+[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})?)"
                           r"(?(aux)\s+(?:say|state|allow|permit|cover|contain|include|require|specify|mean)|)$",
                           re.IGNORECASE)
"""'What are the remote work rules?', 'What is the travel policy?', 'What's the policy on remote work?', 'What did the
2021 parental leave policy say?': a policy's whole content, which no claim states; the planner asks which rule (as it
asks back a keyword query naming a topic)."""


_ABOUT_TOPIC = re.compile(r"^what\s+(?:(?:is|are)\s+)?(?:(?:all|everything|more|anything)\s+)?about\s+(?!to\b)"
                          r"|^what\s+(?:is|are)\s+(?:(?:some\s+)?(?:info|information|details?)|an?\s+overview)\s+"
                          r"(?:about|on|regarding|of)\s+", re.IGNORECASE)


def about_topic(t: str) -> tuple[str | None, str | None]:
    """A request to be told about a topic ("Tell me about remote work", read as "What is about remote work"; "What
    about parental leave?", "Give me info on X"): (the question of its value, None) where the topic's head is an
    amount ("Tell me about the hotel cap in Paris" -> "What is the hotel cap in Paris"), (None, the topic) where it
    is not, which the planner asks back (was the claim "{sq1} is about remote work", answered "direct manager");
    (None, None) for any other question."""
    m = _ABOUT_TOPIC.match(t)
    if m is None or not t[m.end():].strip():
        return None, None
    return _value_or_topic(t[m.end():].strip())


def _value_or_topic(topic: str) -> tuple[str | None, str | None]:
    """("What is X", None) where the head of the noun phrase ``topic`` is an amount ("the hotel cap in Paris"), else
    (None, ``topic``)."""
    head = [tx.bare(w) for w in tx.words(re.sub(r"\bper\s+diem\b", "per_diem", topic, flags=re.I))]
    head = head[: next((i for i, w in enumerate(head) if i and w in tx.PREPS), len(head))]
    if head and (tx.singular(head[-1]) in AMOUNT_NOUNS or head[-1] == "per_diem"):
        return f"What is {topic}", None
    return None, topic


_SOURCE_NOUNS = (r"(?:policy|policies|document|documents|doc|docs|rule|rules|handbook|guide|guidelines?|faq|section|"
                 r"page|source|regulations?)")
_WHICH_SOURCE = re.compile(
    rf"^(?:which|what)\s+(?:[a-z]+\s+)?{_SOURCE_NOUNS}\s+(?:says?|states?|sets?|gives?|lists?|defines?|requires?|"
    r"mentions?|specifies|specify|explains?|describes?|covers?|governs?|(?:talks?|is|are)\s+about|deals?\s+with)"
    r"\s+(?:that\s+)?(?P<x>.+)$", re.IGNORECASE)
_WHERE_SOURCE = re.compile(r"^where\s+(?:is|are)\s+(?P<x>.+?)\s+(?:stated|written(?:\s+down)?|set|defined|described|"
                           r"specified|mentioned|laid\s+down|documented)$"
                           r"|^where\s+(?:can|do|would|should)\s+(?:i|we|you)\s+"
                           r"(?:find|look\s+up|read)\s+(?:the\s+)?(?:rules?|information|info|details?|policy)\s+"
                           r"(?:on|about|for|of|regarding)\s+(?P<y>.+)$", re.IGNORECASE)
_WHICH_REPLACED = re.compile(rf"^(?:which|what)\s+(?P<noun>(?:[a-z]+\s+)?{_SOURCE_NOUNS}\s+)?"
                             r"(?:replaced|replaces|superseded|supersedes)\s+(?P<x>.+)$", re.IGNORECASE)
_A_SOURCE = re.compile(rf"\b{_SOURCE_NOUNS}$", re.IGNORECASE)
_STATEMENT = re.compile(r"\b(?:must|can|cannot|may|should|shall|will|is|are|was|were|has|have|do|does|did|need|needs|"
                        r"require|requires|get|gets|receive|receives|apply|applies)\b", re.IGNORECASE)
_PRONOUN_MODAL = re.compile(r"(?<=\s)(?P<who>I|you|we|they)\s+(?P<modal>can|could|may|must|should|will|would)\b",
                            re.IGNORECASE)
_EMBEDDED_WH = re.compile(r"^(?P<wh>(?:who|what|when|where|which|how(?:\s+(?:much|many|long|often))?)\b)"
                          r"(?:\s+(?P<np>.+?)\s+(?P<be>is|are)$|\s+.+)", re.IGNORECASE)


def source_asked(t: str) -> tuple[str | None, str | None]:
    """A question of which document states something ("Which document says receipts must be submitted within 30
    days?", "Which policy sets the hotel cap in Paris?", "Where is the mileage rate stated?"): (the question of what it
    states, None), which the plan proves and the answer names the proving span's document for; (None, the topic)
    where it names a topic and no statement or amount ("Which policy covers parental leave?"), which the planner asks
    back; (None, None) for any other question. "Which policy replaced the 2023 travel policy?" (or "What replaced
    ...?") asks which document says it replaces it ("This travel policy replaces ..."): the claim that it was
    replaced."""
    replaced = _WHICH_REPLACED.match(t)
    if replaced is not None and (replaced.group("noun") or _A_SOURCE.search(replaced.group("x"))):  # 'Which policy
        # replaced the 2023 travel policy?': the one that says it replaces it (a bare "What replaced" only a document)
        return f"Is it true that {replaced.group('x')} was replaced", None
    m = _WHICH_SOURCE.match(t) or _WHERE_SOURCE.match(t)
    if m is None:
        return None, None
    x = (m.group("x") or m.group("y") or "").strip()
    if not x:
        return None, None
    embedded = _EMBEDDED_WH.match(x)
    if embedded is not None:  # 'who approves remote work', 'what the meal allowance is', 'what I can spend on a
        # hotel': the question it embeds
        if embedded.group("be"):
            return f"{embedded.group('wh')} {embedded.group('be')} {embedded.group('np')}", None
        return _PRONOUN_MODAL.sub(r"\g<modal> \g<who>", x, count=1), None
    if _STATEMENT.search(x):
        return f"Is it true that {x}", None
    return _value_or_topic(x)


_NEW_PARENTS = re.compile(r"\bnew\s+(?P<who>parents|mothers|fathers)\b", re.IGNORECASE)
_LEAVE = r"\b(?:time off|leave)\b"
_BARE_LEAVE = re.compile(r"(?<!parental )" + _LEAVE, re.IGNORECASE)
_UNITS_OFF = re.compile(r"\b(?P<unit>days|weeks|months)\s+off\b", re.IGNORECASE)


def parental_asked(t: str) -> str | None:
    """A question of the leave new parents get, as one of parental leave, or ``None``: "How much leave do new parents
    get?" -> "How much parental leave do parents get?" (the model reads "new parents get 16 weeks of leave" as
    another thing than "Cobalt offers 16 weeks of paid parental leave"); "How many weeks off do new parents get?" ->
    "How many weeks of parental leave do parents get?" (was "new parents get {sq1} off", partial)."""
    if _NEW_PARENTS.search(t) is None:
        return None
    parents = _NEW_PARENTS.sub(lambda m: m.group("who"), t)
    if _UNITS_OFF.search(t) is not None:
        return _UNITS_OFF.sub(r"\g<unit> of parental leave", parents, count=1)
    if not re.search(_LEAVE, t, re.IGNORECASE):
        return None
    return _BARE_LEAVE.sub("parental leave", parents, count=1)


_AM_I_ALLOWED = re.compile(r"\b(?i:am)\s+I\s+(?i:allowed|permitted|able)(?P<to>\s+to\b)?"
                           r"|\b(?i:is)\s+it\s+(?i:possible|ok|okay|allowed|permitted|fine)\s+"
                           r"(?:for\s+me\s+)?(?P<it>to)\b")


def allowed_asked(t: str) -> str | None:
    """A question of what "I am allowed" to do, asked as what "I can" do, or ``None``: "Am I allowed to work from home
    three days a week?" -> "Can I work from home three days a week?", "How many remote days am I allowed per week?" ->
    "How many remote days can I have per week?" (the planner reads no "am": was "The answer to ... is {sq1}"); "Is it
    possible (OK) to take 10 days off?" -> "Can I take 10 days off?" (was "It is possible to take 10 days off", which no
    span's allowance answers)."""
    m = _AM_I_ALLOWED.search(t)
    if m is None:
        return None
    can = "Can" if m.start() == 0 else "can"
    return t[: m.start()] + (f"{can} I" if m.group("to") or m.group("it") else f"{can} I have") + t[m.end():]


_HAVE_GOT = re.compile(r"\b(?P<have>have|has)\s+(?P<who>I|you|we|they|employees|staff)\s+got\b", re.IGNORECASE)


def got_asked(t: str) -> str | None:
    """A question with "have I got", asked with "do I have", or ``None``: "How long have I got to hand in receipts?"
    -> "How long do I have to hand in receipts?" (was "{sq1} long have I got to hand in receipts")."""
    m = _HAVE_GOT.search(t)
    if m is None:
        return None
    do = "does" if m.group("have").lower() == "has" else "do"
    do = do.capitalize() if m.start() == 0 else do
    return f"{t[: m.start()]}{do} {m.group('who')} have{t[m.end():]}"


_NEW_EACH_TIME = re.compile(r"^(?P<how>how\s+often\s+.+?\b)(?P<art>an?\s+)?new\s+(?P<rest>\w.*)$", re.IGNORECASE)


def new_again_asked(t: str) -> str | None:
    """How often one gets a new thing, asked without "new", or ``None``: "How often do I get a new equipment
    budget?" -> "How often do I get an equipment budget?" (the recurrence says each is a new one; the span's "an
    equipment budget of 15,000 NOK every four years" lacked "new" and was only partial)."""
    m = _NEW_EACH_TIME.match(t.strip())
    if m is None:
        return None
    article = "" if m.group("art") is None else ("an " if m.group("rest")[:1].lower() in "aeiou" else "a ")
    return f"{m.group('how')}{article}{m.group('rest')}"


_GET_BACK = re.compile(r"^(?P<how>how\s+much\s+(?:money\s+)?(?:can|could|do|does|will|would|may)\s+"
                       r"(?:I|you|we|employees|staff))\s+get\s+(?:back|reimbursed|refunded)\b", re.IGNORECASE)


def claim_back_asked(t: str) -> str | None:
    """How much one gets back (reimbursed, refunded), asked as how much one can claim, or ``None``: "How much can I get
    back for a bus pass each month?" -> "How much can I claim for a bus pass each month?" (was "I can get back for a
    bus pass each month {sq1}": the particle left the slot at the end)."""
    m = _GET_BACK.match(t.strip())
    if m is None:
        return None
    how = re.sub(r"\b(?:do|does|will|would)\b", "can", m.group("how"), count=1, flags=re.IGNORECASE)
    return f"{how} claim{t.strip()[m.end():]}"


_LAST_YEARS = re.compile(r"^(?:can|may|could)\s+(?:I|we)\s+(?:still\s+)?(?:use|spend)\s+(?:my\s+|our\s+|the\s+)?"
                         r"(?:last|previous)\s+year['’]s\s+"
                         r"(?P<x>(?:unused\s+)?[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})$"
                         r"|^(?:can|may|could)\s+(?:I|we)\s+(?:use|spend)\s+(?:my\s+|our\s+|the\s+)?unused\s+"
                         r"(?P<y>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})\s+(?:next|the\s+next|the\s+following)\s+year$",
                         re.IGNORECASE)


def carried_asked(t: str) -> str | None:
    """Whether last year's budget (days) can still be used, asked as whether the unused one carries over, or ``None``:
    "Can I use last year's training budget?" -> "Does unused training budget carry over?", the words a policy writes
    (was "Yes", the model entailing "I can use last year's training budget" from "Unused training budget does not
    carry over to the next year")."""
    m = _LAST_YEARS.match(tx.strip_q(t).strip())
    if m is None:
        return None
    x = (m.group("x") or m.group("y")).removeprefix("unused ")
    plural = x.endswith("s") and not x.endswith("ss")
    return f"{'Do' if plural else 'Does'} unused {x} carry over?"


_PLACES_HELD = re.compile(r"^(?:which|what)\s+(?P<noun>offices|branches|sites|stores|shops|locations|plants|factories|"
                          r"campuses|warehouses)\s+(?P<aux>does|do|did)\s+(?P<x>.+?)\s+(?:have|run|operate)$",
                          re.IGNORECASE)
"""'Which offices does acme have?': the places it has them, which "acme has {sq1}" does not ask (any span about acme
binds: its employees, its chief executive)."""


def places_held_asked(t: str) -> str | None:
    """'Which offices does acme have?' -> 'Where does acme have offices?' (:data:`_PLACES_HELD`), or ``None``."""
    placed = _PLACES_HELD.match(tx.strip_q(t).strip())
    if placed is None:
        return None
    return f"Where {placed.group('aux')} {placed.group('x')} have {placed.group('noun')}?"


_WHAT_FOR = re.compile(r"^(?P<wh>what)\s+(?P<aux>is|are|was|were)\s+(?P<x>(?:the|a|an|my|our|your|[a-z]+['’]s)\s+.+?)\s+for$",
                       re.IGNORECASE)


def purpose_asked(t: str) -> str | None:
    """"What is the wellness stipend for?" -> "What is the wellness stipend used for?" (what it is for is its use, which
    a policy states as "can be used for gym memberships"; the claim "The wellness stipend is for {sq1}" bound
    "Cobalt", of "Cobalt pays a wellness stipend"), or ``None``."""
    paid = _WHAT_IT_PAYS_FOR.match(tx.strip_q(t).strip())
    if paid is not None and tx.singular(tx.bare(paid.group("x").split()[-1])) in AMOUNT_NOUNS:
        # 'What does the training budget pay for?' -> 'What is the training budget used for?' (was "20,000 NOK per
        # year", of "... has a training budget of 20,000 NOK per year"): a sum pays for its uses
        return f"What {'are' if paid.group('x').endswith('s') else 'is'} {paid.group('x')} used for?"
    m = _WHAT_FOR.match(tx.strip_q(t).strip())
    if m is None or re.search(r"(?:ed|en|able|ible|ful|ous|ive|ble)$", m.group("x").split()[-1]):
        return None  # 'What is it used for?', 'What is the team responsible for?': a word before "for" says how
    return f"{m.group('wh')} {m.group('aux')} {m.group('x')} used for?"


_WHAT_IT_PAYS_FOR = re.compile(r"^what\s+(?:does|do|can|will)\s+(?P<x>(?:the|a|an|my|our|your|[a-z]+['’]s)\s+.+?)\s+"
                               r"(?:pay|be\s+paid)\s+for$", re.IGNORECASE)


_NOW_ADVERBIAL = re.compile(r",?\s*\b(?:these\s+days|nowadays|currently|at\s+(?:the\s+)?(?:moment|present)|presently|"
                            r"right\s+now|as\s+of\s+(?:now|today)|as\s+(?:things|it)\s+stands?)\b,?"
                            r"|\s+now(?=\s*[?.!]*\s*$)", re.IGNORECASE)
_NOW_ADJECTIVE = re.compile(rf"\b(?P<det>the|my|our|your)\s+(?:current|latest|newest|present|most\s+recent)\s+"
                            rf"(?=(?:[a-z]+\s+){{0,2}}(?:{'|'.join(sorted(AMOUNT_NOUNS))}|policy|rules?)s?\b)",
                            re.IGNORECASE)


def now_asked(t: str) -> str | None:
    """A question of the present without its words for now, or ``None``: "What's the meal allowance these days?" ->
    "What is the meal allowance?" (was asked back "Which days do you mean?"), "What's the current meal allowance?" ->
    "What is the meal allowance?" (the model read "current" against the policy's own spans and bound the Texas per
    diem); "Is the meal allowance still 45 EUR?" -> "Is the meal allowance 45 EUR?"; a last "now" too ("How many remote
    days are allowed now?" abstained: "now" was a claim word no span says). Stating no time, a question
    already asks for what holds now: the policy in force, not one it replaced.
    The adjective goes only before an amount or a policy ("the current head coach" stays)."""
    asked = _NOW_ADJECTIVE.sub(r"\g<det> ", _NOW_ADVERBIAL.sub("", t))
    if re.match(r"\s*(?:is|are|can|do|does)\b", asked, re.IGNORECASE):
        asked = re.sub(r"\s+still\b", "", asked, count=1)  # 'Is the meal allowance still 45 EUR?': does it hold now
    asked = re.sub(r"\s+([?.!])", r"\1", re.sub(r"\s{2,}", " ", asked)).strip()
    return asked if asked != t.strip() and len(tx.words(asked)) > 2 else None


_BEFORE_ASKED = re.compile(r",?\s+(?:before|previously|earlier|formerly|in\s+the\s+past|back\s+then)\s*$",
                           re.IGNORECASE)
_WAS_THE = re.compile(r"\b(?:was|were)\s+(?P<det>(?:the|our|my|your|their|its)\s+)?(?=(?-i:[a-z]))", re.IGNORECASE)
_DID_WHO = re.compile(r"\b(?:did|could)\s+[A-Za-z][\w\-]*\s+(?=[a-z])", re.IGNORECASE)


_DID_USE_TO = re.compile(r"\bdid\s+[A-Za-z][\w\-]*(?:\s+[a-z][\w\-]*){0,3}?\s+(?P<use>used\s+to\s+(?!be\b)(?=[a-z])"
                         r"|use\s+to\s+(?=(?:allow|give|offer|pay|get|have|receive|grant|reimburse|cover)\b))",
                         re.IGNORECASE)
"""'did boreal used to allow', 'did boreal use to offer': what held before ("What tool did they use to cut the
bread?" is a use)."""


def before_asked(t: str) -> str | None:
    """A question of what held before, its time word said last, with the time put where a claim keeps it, or
    ``None``: "What was the meal allowance before?" -> "What was the previous meal allowance?" (was "the meal
    allowance was before {sq1}"), "How many remote days did we get earlier?" (or "did we use to get") -> "... did
    we previously get?". The claim then asks what held until a newer version replaced it
    (:data:`~claimbound.claims.calendar.ASKS_EARLIER`). Only where "was the" or "did" plus a one-word subject shows
    where the time goes ("before 2025" is a date, left as it is)."""
    q = tx.strip_q(t).strip()
    used = _DID_USE_TO.search(q)
    if used is not None and not is_yes_no(q):  # 'How many remote days did boreal use to allow?': did ... previously
        return f"{q[: used.start('use')]}previously {q[used.end('use'):]}?"  # allow (was "boreal used {sq1} ...")
    m = _BEFORE_ASKED.search(q)
    if m is None:
        return None
    rest = q[: m.start()]
    where = _WAS_THE.search(rest) or _DID_WHO.search(rest)
    if where is None:
        return None
    was = where.group(0).lower().startswith(("was", "were"))
    # 'What was parental leave before?' -> 'What was the previous parental leave?'
    time = ("previous " if where.group("det") else "the previous ") if was else "previously "
    return f"{rest[: where.end()]}{time}{rest[where.end():]}?"


_ORG_WORDS = r"(?:our|the|my|this)\s+(?:company|organi[sz]ation|firm|employer|business)"
_LEADER_ASKED = re.compile(r"^who(?:'s|’s|\s+is)\s+(?:in\s+charge\s+at|the\s+(?:big\s+)?boss\s+(?:at|of))\s+"
                           rf"(?P<org>[A-Za-z][\w\-]*|{_ORG_WORDS})$"
                           rf"|^who\s+runs\s+(?P<org2>[A-Za-z][\w\-]*|{_ORG_WORDS})$", re.IGNORECASE)
_DEPARTMENTS = frozenset("finance hr it sales marketing engineering security legal operations support payroll "
                         "procurement research design product accounting compliance facilities".split())


def leader_asked(t: str) -> str | None:
    """Who is in charge of an organisation, asked as who its chief executive is, or ``None``: "Who is in charge at
    boreal?", "Who runs boreal?", "Who's the boss at cobalt?" -> "Who is the chief executive of boreal?" (the model
    read "in charge at boreal" against "Boreal's chief executive is Ingrid Solberg" as a contradiction). Only for
    one word that names no department ('Who runs finance?', 'Who is in charge of the Bergen office?' stay), or the
    asker's company ("Who runs our company?" abstained), and not for who leads or is in charge of a place or a
    movement, whose leader is no chief executive."""
    m = _LEADER_ASKED.match(tx.strip_q(t).strip())
    org = None if m is None else (m.group("org") or m.group("org2"))
    if org is None or org.lower() in _DEPARTMENTS or org.lower() in tx.STOPWORDS:
        return None
    return f"Who is the chief executive of {org}?"


_CMP_WORDS = r"higher|lower|bigger|smaller|larger|greater|cheaper|more\s+generous|less\s+generous|more\s+expensive"
_IS_IT_HIGHER_IN = (
    re.compile(rf"^(?:is|are)\s+(?P<x>(?:the|our|my)\s+[^,]+?)\s+(?P<cmp>{_CMP_WORDS})\s+in\s+(?P<a>[^,]+?),?\s+or\s+"
               rf"(?:in\s+)?(?P<b>[^,]+?)$", re.IGNORECASE),
    re.compile(rf"^(?:is|are)\s+(?P<x>(?:the|our|my)\s+[^,]+?)\s+in\s+(?P<a>[^,]+?),?\s+or\s+(?:in\s+)?(?P<b>[^,]+?)\s+"
               rf"(?P<cmp>{_CMP_WORDS})$", re.IGNORECASE),
)


def place_choice_asked(t: str) -> str | None:
    """Which of two places an amount is higher in, asked as a choice, or ``None``: "Is the mileage rate higher in
    France or Germany?" -> "Where is the mileage rate higher, France or Germany?" (was two claims "The mileage rate
    higher is in France" and a "Yes"). Only where the thing compared is an amount (:data:`AMOUNT_NOUNS`)."""
    for pattern in _IS_IT_HIGHER_IN:
        m = pattern.match(tx.strip_q(t).strip())
        if m is not None and tx.singular(tx.bare(m.group("x").split()[-1])) in AMOUNT_NOUNS:
            cmp = re.sub(r"\s+", " ", m.group("cmp").lower())
            return f"Where is {m.group('x')} {cmp}, {m.group('a')} or {m.group('b')}?"
    return None


_APPROVAL_NEEDED = (r"(?:whose|what|which)\s+(?P<noun>approval|permission|sign-off|consent|authori[sz]ation|signature)"
                    r"\s+(?P<aux>do|does|did|will)\s+(?P<who>.+?)\s+(?P<verb>need|require|get|have)")
_WHOSE_APPROVAL = re.compile(rf"^{_APPROVAL_NEEDED}\s+(?P<rest>(?:for|to|before|on)\s.+)$", re.IGNORECASE)
_FOR_X_WHOSE_APPROVAL = re.compile(rf"^(?P<prep>for|to)\s+(?P<x>[^,]+),\s+{_APPROVAL_NEEDED}$", re.IGNORECASE)
"""Whose approval one needs, the thing it is for after the question or before it ('For remote work, whose approval
do I need?')."""


def whose_approval_asked(t: str) -> str | None:
    """Whose (or what) approval one needs, asked as who one needs it from, or ``None``: "Whose approval do I need for
    an expense above 500 EUR?" -> "Who do I need approval from for an expense above 500 EUR?" (was "I need for an
    expense above 500 EUR {sq1}"), which a policy's "require approval from a department head" states; "What approval
    do I need for a hotel above the cap?" bound "cap need written" of "... need written approval from a department
    head"."""
    q = tx.strip_q(t).strip()
    after, before = _WHOSE_APPROVAL.match(q), _FOR_X_WHOSE_APPROVAL.match(q)
    m = after or before
    if m is None:
        return None
    what_for = m.group("rest") if after is not None else f"{m.group('prep').lower()} {m.group('x')}"
    return f"Who {m.group('aux')} {m.group('who')} {m.group('verb')} {m.group('noun')} from {what_for}?"


_NEGATED_AUX = re.compile(r"^(?P<aux>is|are|was|were|do|does|did|can|could|will|would|should|must|has|have|had)"
                          r"n['’]?t\b|^(?P<can>can)not\b", re.IGNORECASE)
_IRREGULAR_NEGATED = {"won": "Will", "can": "Can", "shan": "Shall"}
_IRREGULAR_NEGATED_RE = re.compile(r"^(?P<w>won|can|shan)['’]t\b", re.IGNORECASE)


def negated_asked(t: str) -> str | None:
    """A yes / no question asked in the negative, asked in the positive, or ``None``: "Isn't the meal allowance 60
    EUR?" -> "Is the meal allowance 60 EUR?", "Don't I need approval to work remotely?", "Can't I carry over more
    than 5 days?" (was "The answer to ... is {sq1}"). The answer is the same: "Yes" when it is so."""
    stripped = t.strip()
    irregular = _IRREGULAR_NEGATED_RE.match(stripped)
    if irregular is not None:  # "won't", "can't", "shan't"
        return _IRREGULAR_NEGATED[irregular.group("w").lower()] + stripped[irregular.end():]
    m = _NEGATED_AUX.match(stripped)
    if m is None:
        return None
    aux = m.group("aux") or m.group("can")
    return aux[:1].upper() + aux[1:].lower() + stripped[m.end():]


_ASKED_AS = (
    (negated_asked, "a yes / no question in the negative"),  # "Isn't the meal allowance 60 EUR?": whether it is
    (permission_of_forbidden, "whether it is forbidden"),  # 'Is business class not allowed ...?': whether it is
    # allowed, answered the other way round
    (now_asked, "a question of the present"),  # 'What's the meal allowance these days?': what it is
    (before_asked, "a question of what held before"),  # 'What was the meal allowance before?': the previous one
    (whose_approval_asked, "whose approval one needs"),  # 'Whose approval do I need for ...?': who gives it
    (place_choice_asked, "which of two places"),  # 'Is the mileage rate higher in France or Germany?'
    (leader_asked, "who leads an organisation"),  # 'Who runs boreal?': its chief executive
    (amount_options_asked, "a choice between two amounts"),  # 'Is the equipment budget 1,000 USD or 1,200 USD?'
    (rate_options_asked, "a choice between two rates"),  # 'Is the meal allowance per day or per trip?'
    (allowed_asked, "what one is allowed"),  # 'Am I allowed to work from home?': what I can do
    (got_asked, "what one has got"),  # 'How long have I got to hand in receipts?': how long I have to
    (new_again_asked, "how often a new one comes"),  # 'How often do I get a new laptop?': how often one comes
    (claim_back_asked, "what one gets back"),  # 'How much can I get back for a bus pass?': how much I can claim
    (carried_asked, "last year's budget used"),  # "Can I use last year's training budget?": whether it carries over
    (parental_asked, "the leave of new parents"),  # 'How much leave do new parents get?': parental leave
    (places_held_asked, "places a subject has"),  # 'Which offices does acme have?' (was "acme has {sq1}", any value)
    (most_spent_asked, "the most one may spend"),  # 'What is the maximum I can spend on ...?': how much, at most
    (within_asked, "an amount within a cap"),  # 'Is 170 EUR per night within the Berlin hotel cap?': the cap's bound
    (applies_asked, "which amount applies"),  # 'Which card limit applies per month?': the card limit per month
    (difference_asked, "a difference between two cases"),  # 'the mileage rate difference between France and
    # Germany': the difference between the mileage rates in them
    (either_way_asked, "a comparison asked both ways"),  # '... higher or lower than ...?': higher than, answered
    # with the way that holds
    (than_theirs_asked, "the other side of a comparison"),  # '... higher than Berlin's?': than the Berlin one
    (purpose_asked, "what a thing is for"),  # 'What is the wellness stipend for?': what it is used for
)
"""A question's phrasing asked as the policy states it, in this order; each rewrite noted as it is made."""


def drop_other_answer(t: str) -> tuple[str, str]:
    """A yes / no question without the alternative that only states its other answer ("..., or do they propose
    different engagement strategies?"): yes / no answers the first. Returns (question, dropped alternative)."""
    m = _OTHER_ANSWER_RE.search(t)
    if m is None or not is_yes_no(t[: m.start()]):
        return t, ""
    return t[: m.start()] + ("?" if t.rstrip().endswith("?") else ""), m.group(0).strip(" ,?")


_SUPPLIED_RE = re.compile(
    r"\b(given (?:the|this|these) (?:following )?(?:text|passage|paragraph|document|excerpt|table|data)|"
    r"(?:in|from|based on) the (?:following|above|below) (?:text|passage|paragraph|document|excerpt)|"
    r"(?:the|this) (?:text|passage|paragraph|excerpt) (?:below|above)|here is (?:a|the) (?:text|passage|document))",
    re.I,
)
_ARITH_RE = re.compile(r"^(?:what is|what's|calculate|compute|how much is)?\s*[-+*/×÷^().\d\s=]+$", re.I)


def supplied_material(q: str) -> str | None:
    """Why no retrieval is needed, or ``None``."""
    t = tx.strip_q(q)
    if _ARITH_RE.match(t) and re.search(r"\d", t) and re.search(r"[-+*/×÷^]", t):
        return "arithmetic: nothing external is needed"
    if _SUPPLIED_RE.search(q):
        return "the question supplies its own material"
    if re.search(r"[\"“][^\"”]{200,}[\"”]", q) or ("\n\n" in q and len(q) > 300):
        return "the question quotes a long passage to work on"
    return None


_PERSON_PRONOUNS = {"he", "she", "him", "his", "her", "hers", "himself", "herself"}
_GROUP_PRONOUNS = {"they", "them", "their", "theirs"}
_POSSESSIVES = {"his", "her", "their"}
_AUX_AFTER_WHO = {"is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "will", "would", "can", "could",
                  "should", "must", "may", "might", "shall"}


def ambiguity(t: str) -> str | None:
    """What to ask the user when a key entity is missing, or ``None`` when the question is specific enough."""
    ws = tx.words(tx.strip_q(t))
    if not ws:
        return None
    low = [tx.bare(w) for w in ws]
    named = any(
        (tx.is_caps(w) and (i > 0 or low[i] not in tx.STOPWORDS)) or tx.quoted_run(ws, i) > i or tx.is_placeholder(w)
        for i, w in enumerate(ws)
    ) or any(re.search(r"\d", w) for w in ws)
    # "Who chooses their laptop?": the possessive after who's own verb points back at who, the answer
    own_possessive = len(low) > 2 and low[0] == "who" and low[1] not in _AUX_AFTER_WHO
    for i, w in enumerate(low):
        if own_possessive and i > 1 and w in _POSSESSIVES:
            continue
        if w in _PERSON_PRONOUNS:
            if not named and not any(x in tx.PERSON_NOUNS for x in low):
                return f"Who does '{ws[i]}' refer to? Name the person you mean."
        if w in _GROUP_PRONOUNS:
            before = [x for x in low[:i] if x not in tx.STOPWORDS and not tx.is_verbish(x)]
            if not named and not before:
                return f"Who does '{ws[i]}' refer to? Name the people or organisation you mean."
    if not named:
        # a word after an article is a noun even when it can be a verb ('What is the limit?')
        content = [x for i, x in enumerate(low) if x not in tx.STOPWORDS and re.search(r"\w", x)
                   and (not tx.is_verbish(x) or (i > 0 and low[i - 1] in tx.DETS))]
        deictic = re.search(r"\b(this|these|those)\s+([a-z][a-z\-]+)", " ".join(low))
        if deictic and deictic.group(2) not in tx.STOPWORDS:
            return f"Which {deictic.group(2)} do you mean? Name it (who or what it belongs to, where, when)."
        definite = re.search(r"\bthe\s+([a-z][a-z\-]+)$", " ".join(low))
        if len(content) <= 1 and definite and definite.group(1) in content:
            noun = definite.group(1)
            return f"Which {noun} do you mean? Name the organisation, product or document the {noun} belongs to."
    return None


# --------------------------------------------------------------------------- comparison

_DATE_COMPARATIVES = EARLIER_WORDS | LATER_WORDS | {"recent", "sooner"}
_ADJ_NOUN = {
    "large": "size", "big": "size", "small": "size", "tall": "height", "short": "height", "high": "height",
    "long": "length", "heavy": "weight", "popular": "popularity", "fast": "speed", "deep": "depth",
    "wide": "width", "old": "age", "populous": "population", "expensive": "price", "rich": "wealth",
}
_COMPARATIVES = {
    "larger": "large", "bigger": "big", "smaller": "small", "taller": "tall", "shorter": "short",
    "higher": "high", "longer": "long", "heavier": "heavy", "faster": "fast", "deeper": "deep", "wider": "wide",
    "largest": "large", "biggest": "big", "smallest": "small", "tallest": "tall", "highest": "high",
    "longest": "long", "richer": "rich", "richest": "rich",
}
_SG_AUX = {"are": "is", "were": "was", "do": "does", "have": "has"}


def _entity_np(text: str) -> str:
    return text.strip(" ,;:").strip()


_EVENT_VERB = {"birth": "born", "founding": "founded", "formation": "formed", "forming": "formed",
               "establishment": "established", "creation": "created", "release": "released", "launch": "launched",
               "opening": "opened", "publication": "published", "premiere": "premiered", "signing": "signed",
               "construction": "built", "completion": "completed", "death": "died"}
_EVENT_OF_RE = re.compile(r"^(?:the\s+)?(?P<noun>" + "|".join(_EVENT_VERB) + r")\s+of\s+(?P<what>.+)$", re.I)


def _attribute_question(pred: str, entity: str) -> tuple[str, bool]:
    """A per-entity sub-question for a comparison predicate ('Which band was formed first') and whether it
    is closed (yes/no)."""
    low = pred.lower()
    pws = tx.words(low)
    if len(pws) > 2 and pws[0] in tx.AUX and pws[-1] in tx.PREPS:
        # 'Was Claire Dubois born in | France or Germany': each option is the preposition's object
        return f"{pred} {entity}?", True
    if any(w in _DATE_COMPARATIVES for w in pws):
        event = _EVENT_OF_RE.match(entity)
        if event:  # 'Which came first, the forming of X or the birth of Y' -> 'When was Y born?'
            noun, what = event.group("noun").lower(), event.group("what")
            return (f"When did {what} die?", False) if noun == "death" else (f"When was {what} {_EVENT_VERB[noun]}?", False)
        part = next((w for w in pws if tx.is_participle(w) and w not in {"based", "called", "named"}), None)
        person = low.startswith("who") or any(w in tx.PERSON_NOUNS for w in pws) or "born" in pws
        verb = part or ("born" if person else "founded")
        return f"When was {entity} {verb}?", False
    for w in pws:
        if w in _COMPARATIVES:
            adj = _COMPARATIVES[w]
            noun = _ADJ_NOUN.get(adj)
            return (f"What is the {noun} of {entity}?", False) if noun else (f"How {adj} is {entity}?", True)
    m = re.search(r"\b(?:more|less|most|least) ([a-z\-]+)", low)
    if m:
        adj = m.group(1)
        noun = _ADJ_NOUN.get(adj)
        return (f"What is the {noun} of {entity}?", False) if noun else (f"How {adj} is {entity}?", False)
    # a property: 'Which singer is American' -> 'Is Mark King American?'
    m = re.search(r"\b(is|are|was|were)\s+(.+)$", pred, re.I) or re.search(r"\b(did|does|do|has|have|had)\s+(.+)$", pred, re.I)
    if m:
        aux = _SG_AUX.get(m.group(1).lower(), m.group(1).lower())
        return f"{aux.capitalize()} {entity} {m.group(2)}?", True
    return f"What is {entity}?", False


def _add_attribute(b: PlanBuilder, pred: str, entity: str) -> None:
    q, closed = _attribute_question(pred, entity)
    m = re.match(r"^(is|was|are|were|does|did|do|has|have|had) (.+)\?$", q, re.I)
    if closed and m and q[len(m.group(1)) + 1:].startswith(entity):
        # build the claim from its parts: 'Is Mark King American?' -> 'Mark King is American'
        b.add(q, claim=_entity_claim(m.group(1), entity, q[len(m.group(1)) + 1 + len(entity):].strip(" ?")), closed=True)
    else:
        b.add(q, closed=closed)


# before the options, words that make "A or B" part of a condition or a negation rather than the choice asked:
# 'What period does 1/p have if p is not 2 or 5', 'Which players are not from Spain or France'
_NOT_A_CHOICE = frozenset({"not", "never", "no", "nor", "neither", "if", "unless", "assuming", "provided", "except"})


def _split_choice(t: str) -> tuple[str, str, str] | None:
    """'Which band was formed first, A or B' -> (predicate, A, B); ``None`` when the 'or' sits in a condition or
    under a negation."""
    # a comma between digits is a thousands separator ("1,000 USD or more"), no break before the options
    m = re.search(r"^(?P<pred>.*?)(?:,(?!\d)|:)\s*(?P<a>(?:[^,]|,(?=\d))+?),?\s+or\s+(?P<b>(?:[^,]|,(?=\d))+?)$", t)
    if m and m.group("pred"):
        a_words = [tx.bare(w) for w in tx.words(m.group("a"))]
        if a_words and a_words[0] not in tx.WH and not _NOT_A_CHOICE & set(a_words):
            return m.group("pred"), _entity_np(m.group("a")), _entity_np(m.group("b"))
    if " or " not in t:
        return None
    ws = tx.words(t)
    try:
        k = max(i for i, w in enumerate(ws) if tx.bare(w) == "or")
    except ValueError:
        return None
    # A: the capitalised / quoted run just before 'or' (an article may lead it)
    j = k
    while j > 0 and (tx.is_caps(ws[j - 1]) or (tx.bare(ws[j - 1]) in tx.CAPS_CONNECTORS and j - 1 > 0
                                                 and tx.is_caps(ws[j - 2]) and j - 1 < k - 1)):
        j -= 1
    if j == k or j == 0:
        return None
    if j > 0 and tx.bare(ws[j - 1]) in {"the", "a", "an"}:
        j -= 1
    b = ws[k + 1:]
    if not b or not (tx.is_caps(b[0]) or tx.bare(b[0]) in {"the", "a", "an"}):
        return None
    pred = tx.join(ws[:j])
    if not pred or tx.bare(ws[0]) not in tx.WH | tx.AUX | {"whether"} or _NOT_A_CHOICE & {tx.bare(w) for w in ws[:j]}:
        return None
    return pred, tx.join(ws[j:k]), tx.join(b)


def choice_options(question: str) -> tuple[str, str] | None:
    """The two options a question asks to choose between ("Which band was formed first, The Exies or Circus
    Diablo?" -> ("The Exies", "Circus Diablo")), as the rule planner reads them; ``None`` for any other question
    (an "or" in a condition or under a negation included)."""
    choice = _split_choice(tx.strip_q(question))
    return (choice[1], choice[2]) if choice else None


_BOTH_RE = re.compile(
    r"^(?P<aux>are|were|is|was|do|did|does|have|has|had)\s+(?:both\s+)?(?P<a>.+?),?\s+and\s+(?P<b>.+?),?\s+both\s+(?P<p>.+)$",
    re.I,
)
_BOTH_LEAD_RE = re.compile(r"^(?P<aux>are|were|is|was|do|did|does|have|has|had)\s+both\s+(?P<rest>.+)$", re.I)
_SUBJ_BOTH_RE = re.compile(r"^(?:both\s+)?(?P<a>.+?),?\s+and\s+(?P<b>.+?),?\s+(?P<aux>are|were|have|had|do|did)\s+both\s+(?P<p>.+)$", re.I)


def _coordination(ws: list[str], start: int) -> tuple[list[str], int] | None:
    """Entities 'A, B and C' / 'A and B' (capitalised or quoted runs) starting at ``start``; returns them and the end."""
    ents: list[str] = []
    i = start
    joined = False
    while i < len(ws):
        if tx.bare(ws[i]) in {"the", "a", "an"} and i + 1 < len(ws) and tx.is_caps(ws[i + 1]):
            j = tx.caps_run(ws, i + 1)
        else:
            j = tx.quoted_run(ws, i)
            if j == i:
                if not tx.is_caps(ws[i]) or tx.bare(ws[i]) in tx.STOPWORDS - {"us"}:
                    break
                j = tx.caps_run(ws, i)
        while j < len(ws) and ws[j - 1].endswith(("'s", "’s")) and tx.is_caps(ws[j]) and tx.bare(ws[j]) not in tx.STOPWORDS:
            j = tx.caps_run(ws, j)  # "the Woman's Viewpoint": a possessive inside one name
        ents.append(tx.join(ws[i:j]).strip(",").removesuffix("'s").removesuffix("’s"))
        i = j
        if i < len(ws) and ws[i] == ",":
            i += 1
        if joined:
            break
        if i < len(ws) and tx.bare(ws[i]) in {"and", "or"}:
            i += 1
            joined = True
            continue
        if i < len(ws) and ws[i - 1] == "," and i < len(ws) and (tx.is_caps(ws[i]) or tx.quoted_run(ws, i) > i):
            continue
        break
    if len(ents) >= 2 and joined and tx.bare(ws[i - 1]) not in {"and", "or", ","}:
        return ents, i
    return None


def _inside_quotes(ws: list[str]) -> set[int]:
    """Indices of words inside a quoted phrase, its first word excluded: "'The Independent - Life and Style'" is
    one name, not the entities 'Life' and 'Style'."""
    out: set[int] = set()
    i = 0
    while i < len(ws):
        j = tx.quoted_run(ws, i)
        out.update(range(i + 1, j))
        i = max(j, i + 1)
    return out


_WH_BOTH_END_RE = re.compile(r"^(?P<lead>(?:who|what|which)\b[^,]*?)\s+both\s+(?P<a>[^,]+?)\s+and\s+(?P<b>[^,]+?)\s*$", re.I)


def plan_comparison(t: str, b: PlanBuilder) -> bool:
    """Comparison questions; adds one sub-question per compared entity. Returns whether it matched."""
    low = t.lower()
    # 'Are A and B both P' / 'Did A and B both ...'
    m = _BOTH_RE.match(t)
    if m:
        aux = _SG_AUX.get(m.group("aux").lower(), m.group("aux").lower())
        pred = m.group("p")
        for e in (m.group("a"), m.group("b")):
            if re.search(r"\bthe same\b", pred):
                _add_entity(b, pred, aux, _entity_np(e))
            else:
                _add_closed(b, m.group("aux"), _entity_np(e), pred)
        return True
    m = _BOTH_LEAD_RE.match(t)
    if m:
        ws = tx.words(m.group("rest"))
        coord = _coordination(ws, 0)
        if coord:
            pred = tx.join(ws[coord[1]:]).strip(" ,")
            for e in coord[0]:
                _add_entity(b, pred, m.group("aux").lower(), e)
            return True
    m = _SUBJ_BOTH_RE.match(t)
    if m and tx.bare(m.group("a").split()[0]) not in tx.WH:
        aux = _SG_AUX.get(m.group("aux").lower(), m.group("aux").lower())
        for e in (m.group("a"), m.group("b")):
            b.add(f"{_entity_np(e)} {aux} {m.group('p')}")
        return True
    ws = tx.words(t)
    # coordinated entities with 'both', 'same', 'in common', 'compare', 'differ'
    if re.search(r"\b(both|same|in common|compared? (?:to|with)|differ(?:ent|ence)?|similar)\b", low):
        quoted = _inside_quotes(ws)
        for i in range(len(ws)):
            if (i > 0 and tx.bare(ws[i - 1]) in {"and", "or", ","}) or i in quoted:
                continue
            coord = _coordination(ws, i)
            if not coord:
                continue
            ents, end = coord
            before, after = ws[:i], ws[end:]
            lead = [tx.bare(w) for w in before if tx.bare(w) not in {"both", ","}]
            if tx.bare(ws[0]) in tx.WH and (i > 6 or (lead and lead[-1] in tx.PREPS)):
                # 'Which company, reported by both The Verge and TechCrunch, ...': sources, not compared items
                continue
            if "in common" in low:
                for e in ents:
                    b.add(f"What is {e} known for?")
                return True
            same = re.search(r"\bthe same ([a-z\-]+(?: [a-z\-]+)?)", tx.join(after))
            aux_words = [w for w in before if tx.bare(w) in tx.AUX]
            aux = _SG_AUX.get(tx.bare(aux_words[0]), tx.bare(aux_words[0])) if aux_words else "is"
            rest = [w for w in after if tx.bare(w) != "both"]
            if same:
                noun = same.group(1).split()[0]
                pre = tx.join(rest).split(" the same ")[0].strip(" ,")
                for e in ents:
                    b.add(_same_question(noun, aux, e, pre))
                return True
            if tx.bare(ws[0]) in tx.AUX:
                pred = tx.join(rest).strip(" ,")
                for e in ents:
                    _add_closed(b, tx.bare(ws[0]), e, pred)
                return True
            lead_words = [w for w in before if tx.bare(w) != "both"]
            if tx.bare(ws[0]) in tx.WH and _plan_shared(lead_words, ents, rest, b):
                return True  # 'What genre do both Metallica and Slayer play?': one genre, true of each
            for e in ents:
                b.add(tx.join([*lead_words, e, *rest]))
            return True
        m = _WH_BOTH_END_RE.match(t)
        if m and not any(tx.is_verbish(w) and not tx.is_caps(w) for w in tx.words(m.group("b"))) and _plan_shared(
                tx.words(m.group("lead")), [m.group("a"), m.group("b")], [], b):
            return True  # 'Who performed in both Welcome to the Show and the band f(x)?': two things no list reader splits
    m = re.match(r"^between\s+(?P<a>.+?)\s+and\s+(?P<b>[^,]+),\s*(?P<pred>(?:which|who|what)\b.+)$", t, re.I)
    if m:
        for e in (m.group("a"), m.group("b")):
            _add_attribute(b, m.group("pred"), _entity_np(e))
        return True
    choice = _split_choice(t)
    if choice:
        pred, a, bb = choice
        for e in (a, bb):
            _add_attribute(b, pred, e)
        return True
    return False


def _singular_predicate(pred: str) -> str:
    """'film directors' -> 'a film director' when a plural predicate noun phrase is said of one entity."""
    ws = pred.split()
    if not ws or len(ws) > 4 or tx.bare(ws[0]) in tx.DETS | tx.PREPS | tx.AUX | {"both", "not", "also"}:
        return pred
    if any(tx.is_verbish(w) and not tx.is_caps(w) for w in ws) or any(tx.bare(w) in tx.PREPS for w in ws):
        return pred
    last = ws[-1]
    if not re.fullmatch(r"[a-z][a-z\-]*s", last) or last.endswith(("ss", "us", "is")) or len(last) < 4:
        return pred
    one = tx.singular(last)
    art = "an" if one[:1] in "aeiou" or (len(ws) > 1 and ws[0][:1].lower() in "aeiou") else "a"
    return " ".join([art, *ws[:-1], one])


def _entity_claim(aux: str, entity: str, pred: str) -> str:
    """The claim a per-entity yes/no question checks, built from its parts (no re-parsing of a name that a
    noun-phrase reader could cut short): ('is', 'Mark King', 'American') -> 'Mark King is American'."""
    a = aux.lower()
    if a in tx.DO:
        pws = pred.split()
        vb = tx.verb_base(pws[0]) if pws else None
        if vb is None:
            return tx.yes_no_claim(f"{a} {entity} {pred}")
        verb = tx.past(vb) if a == "did" else (tx.third_person(vb) if a == "does" else vb)
        return tx.capitalise(" ".join([entity, verb, *pws[1:]]))
    return tx.capitalise(f"{entity} {a} {pred}")


def _add_closed(b: PlanBuilder, aux: str, entity: str, pred: str) -> None:
    a = _SG_AUX.get(aux.lower(), aux.lower())
    if a != aux.lower() and a in tx.BE:
        pred = _singular_predicate(pred)
    b.add(f"{a.capitalize()} {entity} {pred}", claim=_entity_claim(a, entity, pred), closed=True)


def _same_prefix(pre: str) -> str:
    """'airports in' (before 'the same state') -> 'in': a classifying noun before the relation is not part of it."""
    ws = pre.split()
    k = 0
    while k < len(ws) - 1 and tx.bare(ws[k]) not in tx.PREPS and not tx.is_verbish(ws[k]) and not tx.is_caps(ws[k]):
        k += 1
    return " ".join(ws[k:]) if k < len(ws) and (tx.bare(ws[k]) in tx.PREPS or tx.is_verbish(ws[k])) else pre


def _same_question(noun: str, aux: str, entity: str, pre: str) -> str:
    """The per-entity question of 'Are A and B members of the same band?': 'Which band is A a member of' (the
    auxiliary and a plural 'Ns of' made singular for one entity)."""
    a = _SG_AUX.get(aux.lower(), aux.lower())
    pre = _same_prefix(pre)
    if pre.lower() == "of":  # 'Were A and B of the same nationality?' -> 'Which nationality was A' ("A was American")
        pre = ""
    plural = re.fullmatch(r"(?P<n>[a-z][a-z\-]*[^s]s) of", pre)
    if plural and a in ("is", "was"):
        one = tx.singular(plural.group("n"))
        pre = f"{'an' if one[:1] in 'aeiou' else 'a'} {one} of"
    return f"Which {noun} {a} {entity} {pre}".strip()


def _add_entity(b: PlanBuilder, pred: str, aux: str, entity: str) -> None:
    same = re.search(r"^(?P<pre>.*?)\s*\bthe same (?P<noun>[a-z\-]+)", pred)
    if same:
        b.add(_same_question(same.group("noun"), aux, entity, same.group("pre")))
    else:
        _add_closed(b, aux, entity, pred)


# --------------------------------------------------------------------------- conjunctions and contrasts

_WH_SPLIT_RE = re.compile(r",?\s+and\s+(?=(?:who|what|when|where|which|how|why)\b)", re.I)
_YN_SPLIT_RE = re.compile(
    r",?\s+(?:and|or|but|while|whereas)\s+(?=(?:is|are|was|were|do|does|did|has|have|had|can|will|would)\b)"
    r"|,?\s+(?:while|whereas)\s+(?=[A-Za-z'\"‘“])(?!(?:[a-z]+ing|on|in|at|away|abroad|overseas|remote|remotely)\b)"
    r"|,\s+or\s+(?=do|does|did|is|are)"
    # (not "while" before a clause without a subject: "while remote", "while travelling", "while on leave")
    # a modal only before a subject of its own ("and must travel be booked ...", "and should I ...")
    r"|,?\s+(?:and|or|but)\s+(?=(?:must|should|could|may|might|shall)\s+(?:i|we|you|it|they|he|she|there|the|a|an|this|"
    r"these|those|my|our|your|its|their|[a-z\-]+\s+be)\b)",
    re.I,
)
_CONTRAST_RE = re.compile(
    r"\b(while|whereas|or do|or does|or did|or is|or are|both|same|different|differ|compared?|agree|"
    r"consistent|inconsistent|contrast|similar|discrepancy|also)\b",
    re.I,
)


_CLAUSE_SUBJECTS = tx.SUBJECT_PRONOUNS | {"there"}
_MIXED_CUT_RE = re.compile(r",?\s+(?:and|but)\s+")


def _opens_yes_no(ws: list[str]) -> bool:
    """Words that open a yes / no question with a subject of its own: an auxiliary, then a personal pronoun, a
    determiner, a capitalised word, a number or a plain noun ("can I ...", "is Acme ...", "must travel be ..."), so
    "... and is also accused of ..." stays one clause's second verb."""
    if len(ws) < 3 or tx.bare(ws[0]) not in tx.AUX - {"be", "been", "being"}:  # "and being the ...": no question
        return False
    first = tx.bare(ws[1])
    if first in _CLAUSE_SUBJECTS | tx.DETS or tx.is_caps(ws[1]) or ws[1][:1].isdigit():
        return True
    # plain nouns (up to three) before "be" or a passive participle ("must travel be booked", "can conference travel
    # be paid", "is travel booked"); not an adverb ("is simultaneously described") nor an object ("has players
    # striving", "may face challenges")
    end = 1
    while end < min(len(ws), 4) and _plain_noun(ws[end]):
        end += 1
    after = tx.bare(ws[end]) if 1 < end < len(ws) else ""
    return after in {"be", "been"} or (tx.bare(ws[0]) in {"is", "are", "was", "were"} and after.endswith("ed"))


def _plain_noun(word: str) -> bool:
    """A lower-case word that can be a noun of a subject: no function word, adverb or participle."""
    w = tx.bare(word)
    return (word.islower() and w not in tx.AUX | tx.PREPS | tx.ADVERBS | tx.DETS | tx.WH | _CLAUSE_SUBJECTS
            and not w.endswith("ly") and not tx.is_participle(word))


def mixed_clauses(t: str) -> list[str] | None:
    """The clauses of a question that joins a wh-question and a yes / no question with "and" or "but" ("Is economy
    class required for short flights, and what is the meal allowance?", "Who approves expenses above 500 EUR, and
    can they be paid in cash?"), each a question of its own kind; ``None`` unless both kinds are there. A yes / no
    clause after the first must open with an auxiliary and its own subject (:func:`_opens_yes_no`)."""
    parts: list[str] = []
    start = 0
    for m in _MIXED_CUT_RE.finditer(t):
        rest = tx.words(t[m.end():])
        if start < m.start() and rest and (tx.bare(rest[0]) in tx.WH or _opens_yes_no(rest)):
            parts.append(t[start: m.start()])
            start = m.end()
    parts = [p.strip(" ,") for p in [*parts, t[start:]] if p.strip(" ,")]
    # a bare wh-word ("and how many?") asks nothing by itself: no clause of its own
    kinds = {"other" if all(tx.bare(w) in tx.WH | {"many", "much", "often", "long"} for w in tx.words(p))
             else "wh" if tx.bare(tx.words(p)[0]) in tx.WH else "yes_no" if is_yes_no(p) else "other" for p in parts}
    return parts if len(parts) >= 2 and kinds == {"wh", "yes_no"} else None


def _phrase_at(ws: list[str], i: int) -> str:
    """The noun phrase at ``ws[i]`` with one prepositional phrase after it ("expenses above 500 EUR", "a flight to
    Berlin"); "" when none starts there."""
    end = tx.noun_phrase(ws, i)
    if end == i:
        return ""
    # a number after the noun is what a copula says of it ("Is [the equipment budget] 1,500 EUR"), no part of it
    end = next((k for k in range(i + 1, end) if ws[k][:1].isdigit()
                and tx.bare(ws[k - 1]) not in tx.PREPS | {"above", "below", "over", "under", "than", "of"}), end)
    if end + 1 < len(ws) and tx.bare(ws[end]) in tx.PREPS and tx.bare(ws[end]) != "of":
        after = tx.noun_phrase(ws, end + 1)
        end = after if after > end + 1 else end
    return tx.join(ws[i:end])


_MEASURED_RE = re.compile(r"^how (?:many|much) [\w\-]+ of (?P<x>[a-z][\w\- ]*?) (?:do|does|did|can|could|will|would|"
                          r"is|are|was|were|must|should|may)\b", re.I)


def _copula_subject(ws: list[str]) -> str | None:
    """The subject of a wh-question whose verb is a form of "be" with nothing after the subject ("How long is
    [parental leave at acme]", where "leave" could be a verb): every word after the copula, when there are at most
    six and none is a participle; ``None`` otherwise ("When was boreal founded")."""
    if not ws or tx.bare(ws[0]) not in tx.WH:
        return None
    at = next((i for i in range(1, len(ws)) if tx.bare(ws[i]) in tx.AUX), None)
    if at is None or tx.bare(ws[at]) not in tx.BE or not 0 < len(ws) - at - 1 <= 6:
        return None
    rest = ws[at + 1:]
    if any(tx.is_participle(w) or tx.bare(w) in tx.AUX | tx.WH for w in rest) or tx.bare(rest[0]) in tx.PRONOUNS:
        return None
    return tx.join(rest)


def _referents(first: str, *, owners: bool = False) -> list[str]:
    """What a pronoun in a later clause can point back to in the ``first`` clause, in order: the owner in "Who is the
    CEO of boreal", the thing a "how many N of X" measures (not with ``owners``: the owner of an "its"), the subject
    ("When was [boreal] founded", "Is [economy class] required ...", "How long is [parental leave at acme]"), then
    the object after a verb ("Who approves [expenses above 500 EUR]", "Can I expense [a flight to Berlin]"), then the
    last name. Personal pronouns are no referents."""
    out: list[str] = []
    owner = re.match(r"^who(?:m)? (?:is|was|are|were) the [^,]+? of (?P<y>[^,]+?)\s*$", first, re.I)
    if owner:
        out.append(owner.group("y"))
    measured = None if owners else _MEASURED_RE.match(first.strip())
    if measured:  # 'How many weeks of [parental leave] does boreal offer': the thing measured is the topic (not the
        # owner of "its sabbatical", which boreal is)
        out.append(measured.group("x"))
    ws = tx.words(tx.strip_q(first))
    verb_at: int | None = None
    if is_yes_no(first) and len(ws) > 2:  # 'Is [economy class] required ...', 'Can I expense [a flight ...]'
        end = tx.noun_phrase(ws, 1)
        if tx.bare(ws[1]) not in _CLAUSE_SUBJECTS:
            out.append(_phrase_at(ws, 1))
        verb_at = max(end, 2)
    elif (whole := _copula_subject(ws)) is not None:  # 'How long is [parental leave at acme]'
        out.append(whole)
    elif (s := _subject_of(first)) is not None:  # 'When was [boreal] founded', 'What is [the hotel cap in Paris]'
        at = next((i for i in range(1, len(ws)) if tx.join(ws[i:]).startswith(s)), None)
        whole = _phrase_at(ws, at) if at is not None else ""
        out.append(whole if whole.startswith(s) else s)
    elif tx.bare(ws[0]) in {"who", "what"} and len(ws) > 2 and tx.bare(ws[1]) in tx.BE:
        out.append(_phrase_at(ws, 2))  # 'What is [the training budget]'
    elif tx.bare(ws[0]) in {"who", "what"} and len(ws) > 2:  # 'Who approves [expenses above 500 EUR]'
        verb_at = 1
    while verb_at is not None and verb_at < len(ws) and tx.bare(ws[verb_at]) in tx.ADVERBS:
        verb_at += 1
    if (verb_at is not None and verb_at + 1 < len(ws) and tx.bare(ws[verb_at]) not in tx.AUX | tx.PREPS
            and tx.bare(ws[verb_at + 1]) not in tx.PREPS | tx.AUX | _CLAUSE_SUBJECTS):
        out.append(_phrase_at(ws, verb_at + 1))  # the object of the clause's verb
    if (name := _last_name(first)) is not None:
        out.append(name)
    return [r for r in dict.fromkeys(out) if r and tx.bare(r.split()[0]) not in tx.PRONOUNS | _CLAUSE_SUBJECTS]


def _plural_phrase(phrase: str) -> bool:
    """Whether a noun phrase's head (its last word before a preposition) is a plural."""
    ws = tx.words(phrase)
    head = next((ws[i - 1] for i in range(1, len(ws)) if tx.bare(ws[i]) in tx.PREPS), ws[-1] if ws else "")
    return tx.singular(tx.bare(head)) != tx.bare(head)


_PERSON_ASKED_RE = re.compile(r"^\W*who\s+(?:is|was)\s+(?P<role>(?:the|a|an)\s+[^,?]+?|(?-i:[A-Za-z])[^,?]*?)"
                              r"\s*\??$", re.I)
_SINGULAR_AUX = {"do": "does", "are": "is", "were": "was", "have": "has"}
_THE_COMPANY_RE = re.compile(r"\bthe (?:company|firm|organi[sz]ation|employer|business)\b", re.I)


def _person_asked(first: str) -> str | None:
    """The role a "who is" clause asks the holder of ("the head of finance" for "Who is the head of finance", also
    without its article: "Who is head of finance at cobalt"), or the person it names ("Who is Mira Patel"): what a
    later "he", "she" or "they" points back to."""
    m = _PERSON_ASKED_RE.match(first.strip())
    if m is None:
        return None
    role = m.group("role")  # 'Who is head of finance at cobalt': "the head of finance at cobalt"; a name as named
    return role if re.match(r"(?:the|a|an)\s", role, re.I) or role[:1].isupper() else f"the {role}"


def point_back(clause: str, referents: list[str], owners: list[str] | None = None, person: str | None = None) -> str:
    """``clause`` with "it" / "they" / "them" and "its" / "their" replaced by what they point back to: the first of
    ``referents`` (of ``owners`` for "its" / "their", when given) whose number agrees (a plural for "they", not one
    for "it"), else the first. After "Who is the head of finance", ``person`` is that role: "he", "she", "they"
    (singular), "him", "them", "his" and "their" point back to it ("what do they approve" -> "what does the head of
    finance approve"), and "the company" to the owner the role is of ("Who is the CEO of boreal, and where is the
    company based?")."""
    if person is not None:
        clause = re.sub(r"\b(do|are|were|have)\s+(?:they|he|she)\b", lambda m: f"{_SINGULAR_AUX[m.group(1).lower()]} "
                        f"{person}", clause, flags=re.I)
        clause = re.sub(r"\b(?:they|he|she|them|him)\b(?!')", person, clause)
        clause = re.sub(r"\b(?:their|his)\b", f"{person}'s", clause)
    owners = referents if owners is None else owners
    if person is not None and owners and owners[0] != person:  # 'Who is the CEO of boreal, and where is the company
        # based?': the company the role is of
        clause = _THE_COMPANY_RE.sub(owners[0], clause)

    def pick(among: list[str], plural: bool) -> str | None:
        return next((r for r in among if _plural_phrase(r) == plural), among[0] if among else None)

    for pattern, among, plural, suffix in ((r"\bits\b", owners, False, "'s"), (r"\btheir\b", owners, True, "'s"),
                                           (r"\bit\b(?!')", referents, False, ""),
                                           (r"\b(?:they|them)\b(?!')", referents, True, "")):
        found = pick(among, plural)
        if found is not None:
            # 'what was it before' ('the previous it'): the thing without its own article or "now" (was "the previous
            # the meal allowance now")
            bare_np = re.sub(r"\s+now$", "", re.sub(r"^(?:the|a|an)\s+", "", found, flags=re.I))
            clause = re.sub(rf"(?<=\bprevious ){pattern}", bare_np + suffix, clause)
            clause = re.sub(pattern, found + suffix, clause)
    return clause


_THERE_RE = re.compile(r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bthere\b(?=\s*(?:[,?.!]|$)|\s+(?:above|below|over|"
                       r"under|higher|lower|more|less|at least|at most|per|for|on)\b)", re.I)
_THAT_PLACE_RE = re.compile(r"\b(?:in|at) (?:that|this|the same) (?:city|country|town|place|office|location|state|"
                            r"region)\b", re.I)
_PLACE_NAME_RE = re.compile(r"\b(?:in|at|to)\s+((?:the\s+)?[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)")
_ASKS_PLACE_RE = re.compile(r"^(?:where\b|(?:in |at )?(?:which|what) (?:city|country|town|place|office|location|"
                            r"state|region)\b)", re.I)


def place_back(clause: str, place: str | None) -> str:
    """``clause`` with "there" (not "is there"; at the clause's end or before a bound: "there above 100 EUR") and "in
    that city" (country, place, office ...) replaced by "in" ``place``: a place the clause before named ("Does acme
    have an office in Berlin, and what is the hotel cap there?") or the answer to it ("{sq1}" after "Where is acme
    headquartered"). Unchanged without a place."""
    if not place:
        return clause
    return _THERE_RE.sub(f"in {place}", _THAT_PLACE_RE.sub(f"in {place}", clause))


def _named_place(clause: str) -> str | None:
    """The last capitalised name after "in", "at" or "to" in ``clause`` ("an office in Berlin" -> "Berlin")."""
    found = _PLACE_NAME_RE.findall(clause)
    return found[-1] if found else None


_ELLIPTICAL_WH_RE = re.compile(r"^(?P<yn>.+?),?\s+and\s+(?:(?P<prep>from|by|to|with|for)\s+)?"
                               r"(?P<wh>whom|who|when|where|how often|how many)$", re.I)
_ELLIPTICAL_SLOTS = {"whom": "person", "who": "person", "when": "date", "where": "location"}


def plan_elliptical_wh(t: str, b: PlanBuilder) -> bool:
    """A yes / no question and a bare wh-word that asks the same thing's who, when or where ("Do I need approval for
    expenses of 700 EUR, and from whom?"): the yes / no claim, then the same claim with the slot where the wh-word
    points ("I need approval for expenses of 700 EUR from {sq2}"; "in {sq2}" for when and where). "How often" asks
    the yes / no question's clause how often; "how many" counts its plural subject ("Can unused annual leave days be
    carried over, and how many?" -> "How many unused annual leave days can be carried over?")."""
    if _plan_wh_then_bare_wh(t, b):
        return True
    m = _ELLIPTICAL_WH_RE.match(t.strip())
    if m is None or not is_yes_no(m.group("yn")) or mixed_clauses(m.group("yn")) is not None:
        return False
    yn = m.group("yn").strip(" ,")
    wh, prep = m.group("wh").lower(), (m.group("prep") or "").lower()
    ws = tx.words(yn)
    if wh.startswith("how"):
        if prep:
            return False
        if wh == "how many":  # 'Can unused annual leave days be carried over, and how many?': the subject counted
            # the subject runs to the next auxiliary ("unused annual leave days | be carried over")
            end = next((k for k in range(2, len(ws)) if tx.bare(ws[k]) in tx.AUX), 1)
            subject = ws[1:end]  # a participle may describe its noun ("unused annual leave days")
            if end == 1 or not _plain_noun(subject[-1]) or not _plural_phrase(tx.join(subject)) or not all(
                    _plain_noun(w) or (tx.is_participle(w) and w.islower()) for w in subject):
                return False
            asked = f"How many {tx.join(subject)} {ws[0].lower()} {tx.join(ws[end:])}"
        else:  # 'Are acme laptops replaced, and how often?'
            asked = f"How often {ws[0].lower()} {tx.join(ws[1:])}"
        b.add(yn, closed=True)
        _plan_bridge_or_single(asked, b)
        return True
    b.add(yn, closed=True)
    asked = " ".join(w for w in (prep, wh, ws[0].lower(), *ws[1:]) if w)
    b.add(asked, claim=f"{tx.yes_no_claim(yn)} {prep or 'in'} {{{b.next_id()}}}", closed=False,
          slot=_ELLIPTICAL_SLOTS[wh])
    return True


_WH_THEN_BARE_RE = re.compile(
    r"^(?P<wh>who|whom|what|where|which\s+[a-z]+)\s+(?P<aux>do|does|did|should|must|can|could|will|would|may|is|are)\s+"
    r"(?P<rest>[^,?]+?),?\s+and\s+(?P<ask>how quickly|how soon|how often|when|where|why)\s*\??$", re.I)


def _plan_wh_then_bare_wh(t: str, b: PlanBuilder) -> bool:
    """A wh-question whose wh-word stands before its auxiliary, then a bare wh-word that asks the same clause
    ("Who should I report broken equipment to, and how quickly?"): the question, then the clause asked with the
    bare wh-word ("How quickly should I report broken equipment?", a stranded preposition left out). Only where the
    clause is whole without the first wh-word: it asked a stranded preposition's object, or where."""
    m = _WH_THEN_BARE_RE.match(tx.strip_q(t).strip())
    if m is None or m.group("wh").lower().split()[0] == m.group("ask").lower():
        return False
    rest = re.sub(r"\s+(?:to|for|with|from|by|about|on|in|at)$", "", m.group("rest").strip(), flags=re.I)
    if len(rest.split()) < 2 or (rest == m.group("rest").strip() and m.group("wh").lower() != "where"):
        return False  # 'What must mileage claims list, and when?': the clause without its object asks nothing
    first = f"{m.group('wh')} {m.group('aux')} {m.group('rest')}"
    _plan_bridge_or_single(first, b)
    _plan_bridge_or_single(f"{m.group('ask').capitalize()} {m.group('aux').lower()} {rest}?", b)
    return True


_ABOUT_RE = re.compile(r"^(?:what|how)\s+about\s+(?P<x>.+?)\s*$", re.I)


def _about_again(first: str, part: str, referents: list[str]) -> str:
    """"what about X" after ``first`` is ``first`` asked again of X: in place of its last name when X is a name
    ("What is the hotel cap in Oslo, and what about Bergen?"), else of its object or subject (``referents``: "Does
    boreal reimburse parking fees, and what about public transport passes?"). Any other ``part`` is returned as is,
    and so is one with nothing to put X in place of."""
    m = _ABOUT_RE.match(part.strip(" ,"))
    if m is None:
        return part
    x = m.group("x")
    if tx.is_caps(x.split()[0]):
        old = _last_name(first)
    else:
        old = next((r for r in reversed(referents) if not tx.is_caps(r.split()[0]) and r in first), None)
    return first.replace(old, x) if old and old in first else part


_NAME_AGAIN_RE = re.compile(r"^(?:and\s+)?(?:what(?:'s|’s| is| was)\s+(?:their|his|her)\s+(?:full\s+)?name"
                            r"|who\s+(?:is|are|was)\s+(?:that|they|he|she))\s*\??$", re.I)
"""A later clause that asks the name of whoever a "who" question asks for: the first question's answer already,
or the holder of the role it gives (the controller's hop: "head of finance" -> "Mira Patel")."""


def _plan_parts(parts: list[str], b: PlanBuilder) -> None:
    """Plan coordinated questions one by one, each of its own kind. A later one's pronouns point back into the first
    (:func:`point_back`: 'Who is the CEO of boreal, and where is its headquarters': "its" is no person's, so the
    role's owner; 'how long is its sabbatical' -> "how long is boreal's sabbatical"), and its "there" or "that city"
    to the place the first asks for (its answer: "Where is acme headquartered, and what is the hotel cap in that
    city?" asks the cap in ``{sq1}``, a hop) or names (:func:`place_back`)."""
    referents, owners = _referents(parts[0]), _referents(parts[0], owners=True)
    place: str | None = None
    if re.match(r"^\W*who(?:m)?\b", parts[0], re.I):  # 'Who approves X, and what is their name?': the first asks it
        parts = parts[:1] + [p for p in parts[1:] if not _NAME_AGAIN_RE.match(p.strip())] or parts
    for i, p in enumerate(parts):
        if i:
            p = place_back(point_back(_about_again(parts[0], p, referents), referents, owners,
                                      _person_asked(parts[0])), place)
        if "{" in p:  # the first answer's place: asked as written, after it
            b.add(p, closed=is_yes_no(p))
        elif is_yes_no(p) and (bounded := bounded_by_another(p)) is not None:
            # '..., and is it higher than in Lyon?': the other amount is looked up (not asked, so not required:
            # nothing but the check shows it), then bounds the first ("higher than 150 EUR"), which the verifier reads
            other = b.add(bounded[0], closed=False, slot="amount", required=False)
            claim = bounded[1].format("{" + other + "}")
            b.add(f"Is it true that {claim[0].lower() + claim[1:] if claim.startswith('The ') else claim}",
                  claim=claim, closed=True)
        elif is_yes_no(p):
            b.add(p, closed=True)
        else:
            _plan_bridge_or_single(p, b)
        if not i:
            asks = _ASKS_PLACE_RE.match(p) is not None and len(b.sub_questions) > 0
            place = "{" + b.sub_questions[-1].id + "}" if asks else _named_place(p)


def plan_clauses(t: str, b: PlanBuilder) -> str | None:
    """Split coordinated clauses ('..., and when ...'; '..., while ...'; a wh-question and a yes / no question,
    :func:`mixed_clauses`). Returns the kind, or ``None``."""
    if plan_elliptical_wh(t, b):
        return "conjunction"
    mixed = mixed_clauses(t)
    if mixed is not None:
        _plan_parts(mixed, b)
        return "conjunction"
    if is_yes_no(t):
        parts = [p for p in _YN_SPLIT_RE.split(t) if p and p.strip()]
        if len(parts) >= 2:
            first_aux = tx.bare(tx.words(parts[0])[0])
            for p in parts:
                p = p.strip(" ,")
                fact, frame = strip_reporting_frame(p)
                if frame:  # 'Does the Fortune article suggest that X': the article's span states X itself
                    b.add(f"Is it true that {fact}", claim=tx.capitalise(fact), closed=True, reported_in=[frame])
                    b.notes.append(f"reported where: {frame}")
                elif is_yes_no(p):
                    b.add(p, closed=True)
                else:
                    # a bare clause after 'while': check it as a claim
                    b.add(f"Is it true that {p}", claim=tx.capitalise(p), closed=True)
            del first_aux
            return "comparison" if _CONTRAST_RE.search(t) else "conjunction"
        return None
    parts = [p.strip(" ,") for p in _WH_SPLIT_RE.split(t) if p and p.strip(" ,")]
    if len(parts) >= 2 and all(tx.bare(tx.words(p)[0]) in tx.WH for p in parts):
        _plan_parts(parts, b)
        return "conjunction"
    return None


_NP_CONJ_RE = re.compile(
    r"^(?P<wh>what|which|how much|how many)\s+(?P<aux>are|is|were|was)\s+(?P<a>.+?),?\s+and\s+"
    r"(?P<b>(?:the|its|their|his|her|a|an)\s.+)$",
    re.I,
)
_TAIL_RE = re.compile(r"^(?P<head>.+?)\s+(?P<tail>(?:at|for|in|of|from|under|on|with)\s+[^,]+)$")


_RELATING = frozenset({"between", "among", "amongst"})  # a coordination after these is one argument


_REPEATED_PP_RE = re.compile(r"^(?P<head>(?:what|which|how|who|where|when)\b.+?)\s+(?P<p>at|in|for|on|under|with|during)\s+"
                             r"(?P<x>[^,]+?),?\s+and\s+(?P=p)\s+(?P<y>[^,]+)$", re.I)


def plan_repeated_pp(t: str, b: PlanBuilder) -> bool:
    """'How many weeks of parental leave does boreal offer at full pay and at 80 percent pay?' -> one wh-question per
    phrase after the repeated preposition ('... at full pay?', '... at 80 percent pay?'): two cases of one question.
    Each phrase is short (at most four words) and the question before them has no "and" of its own."""
    m = _REPEATED_PP_RE.match(tx.strip_q(t).strip())
    if m is None or is_yes_no(m.group("head")) or " and " in m.group("head").lower():
        return False
    x, y = m.group("x").strip(), m.group("y").strip()
    if not (1 <= len(x.split()) <= 4 and 1 <= len(y.split()) <= 4):
        return False
    for case in (x, y):
        b.add(f"{m.group('head')} {m.group('p')} {case}?")
    b.notes.append(f"one question per case after '{m.group('p')}': {x} / {y}")
    return True


def plan_np_conjunction(t: str, b: PlanBuilder) -> bool:
    """'What are the training budget and the annual leave at boreal?' -> one sub-question per noun phrase; a
    trailing qualifier ('at boreal') is shared, and 'its' / 'their' point back to the first owner ("acme's")."""
    m = _NP_CONJ_RE.match(t)
    if not m:
        return False
    a, second = m.group("a").strip(), m.group("b").strip()
    if _RELATING & {tx.bare(w) for w in tx.words(a)}:
        return False  # 'what is generated between a surface and an object': one relation of two things
    tail = ""
    tm = _TAIL_RE.match(second)
    if tm and tm.group("tail").split()[0].lower() not in a.lower().split():
        second, tail = tm.group("head"), tm.group("tail")
    owner = re.match(r"^(?P<owner>\S+['’]s)\s", a)
    if owner:
        second = re.sub(r"^(?:its|their|his|her)\b", owner.group("owner"), second, flags=re.I)
    for np_ in (a, second):
        b.add(f"What is {np_} {tail}".strip())
    return True


def _last_name(text: str) -> str | None:
    """The last capitalised run of a text (not its first word), as an antecedent for 'it' / 'its'."""
    ws = tx.words(tx.strip_q(text))
    name = None
    i = 1
    while i < len(ws):
        if tx.is_caps(ws[i]):
            j = tx.caps_run(ws, i)
            name = tx.join(ws[i:j]).removesuffix("'s").removesuffix("’s")
            i = j
        else:
            i += 1
    return name


def _subject_of(question: str) -> str | None:
    """The subject of an inverted wh-question ('... does [boreal] offer', 'When was [X] founded')."""
    ws = tx.words(tx.strip_q(question))
    for i in range(1, len(ws)):
        if tx.bare(ws[i]) in tx.AUX and i + 1 < len(ws):
            end = tx.noun_phrase(ws, i + 1)
            if end < len(ws) or tx.is_caps(ws[i + 1]):
                subj = tx.join(ws[i + 1:end])
                return subj if subj and tx.bare(subj.split()[0]) not in tx.PRONOUNS | {"there"} else None
            return None
    return None


_WORK_NOUNS = frozenset({"novel", "film", "movie", "book", "song", "album", "play", "series", "show", "episode", "poem",
                         "painting", "opera", "musical", "single", "sitcom", "documentary", "miniseries", "story"})
"""Singular nouns of a work whose title follows ("the novel Pride and Prejudice"): a titled "A and B" is one name."""


def plan_list(t: str, b: PlanBuilder) -> bool:
    """'What are the capitals of France, Germany and Italy?' -> one sub-question per listed entity."""
    ws = tx.words(t)
    taken = 0  # words up to here belong to a coordination already passed over
    for i in range(1, len(ws)):
        if i < taken or tx.bare(ws[i - 1]) in {"and", "or", ","}:
            continue
        coord = _coordination(ws, i)
        if not coord:
            continue
        ents, end = coord
        if len(ents) < 2:
            continue
        before, after = ws[:i], ws[end:]
        if before and tx.bare(before[-1]) in tx.CAPS_CONNECTORS - {"of", "the"}:
            continue
        if before and tx.bare(before[-1]) in _RELATING:
            taken = end  # 'between 2004 and 2014', 'between Taylor Swift and Travis Kelce': one argument
            continue
        title = len(before)
        while title and tx.is_caps(before[title - 1]):
            title -= 1  # the title's own opening words ("In" of "In Love and War")
        if (title and tx.bare(before[title - 1]) in _WORK_NOUNS and len(ents) == 2
                and all(tx.is_caps(e) for e in ents) and {tx.bare(w) for w in ws[i:end]} & {"and", "&"}):
            taken = end  # 'the novel Pride and Prejudice', 'the television film In Love and War': one title
            continue
        if " of " in ents[0] and all(len(e.split()) == 1 for e in ents[1:]):
            taken = end  # 'the Academy of Motion Picture Arts and Sciences': one name, not two things
            continue
        if _NOT_A_CHOICE & {tx.bare(w) for w in before}:
            taken = end  # 'if p is not 2 or 5': a condition's values, not one question each
            continue
        shared = _after_both(before, ents[0]) if tx.bare(ws[0]) in tx.WH else None
        if shared and _plan_shared(shared[0], [shared[1], *ents[1:]], after, b):
            return True
        for e in ents:
            _plan_bridge_or_single(tx.join([*before, e, *after]), b)
        return True
    return False


def _after_both(before: list[str], first: str) -> tuple[list[str], str] | None:
    """The words before 'both' and the first entity when a coordination follows 'both' ('in both Titanic and ...'),
    or 'both' and an article the list reader took as shared ('in both The Matrix and John Wick': the article belongs
    to the first name); None otherwise."""
    if before and tx.bare(before[-1]) == "both":
        return before[:-1], first
    if len(before) > 1 and tx.bare(before[-2]) == "both" and tx.bare(before[-1]) in tx.DETS:
        return before[:-2], f"{before[-1]} {first}"
    return None


def _plan_shared(before: list[str], ents: list[str], after: list[str], b: PlanBuilder) -> bool:
    """'Who starred in both Titanic and Inception?' asks for one answer that holds of each: the first entity's
    question binds it, and the same answer is checked against the others ("{sq1} starred in Inception"). False
    (nothing added) when the first entity is not in its claim as written (a description peeled into a bridge)."""
    trial = PlanBuilder(question=b.question, planner=b.planner)
    ref = "{" + _plan_bridge_or_single(tx.join([*before, ents[0], *after]), trial) + "}"
    claim = trial.claims[-1].text
    if len(trial.sub_questions) != 1 or ref not in claim or claim.count(ents[0]) != 1:
        return False
    b.add(trial.sub_questions[0].text, claim=claim)
    for e in ents[1:]:
        other = claim.replace(ents[0], e)
        b.add(f"Is it true that {other}", claim=other, closed=True)
    b.notes.append(f"one answer shared by {', '.join(ents)}")
    return True


# --------------------------------------------------------------------------- bridge

_HEAD = r"(?P<head>(?:[A-Za-z][\w\-]* ){0,3}?[a-z][a-z\-]*)"
_REL_RE = re.compile(
    rf"\b(?P<det>[Tt]he|[Aa]n?) {_HEAD} (?P<rel>that|which|who|whom|whose|where|when|"
    r"(?:in|on|at|for|by|from|of|with|to|during|under|through|into) (?:which|whom)) (?P<clause>.+)$"
)
_PART_RE = re.compile(
    rf"\b(?P<det>[Tt]he|[Aa]n?) {_HEAD} (?P<part>[a-z]+(?:ed|en|wn)|born|built|made|held|shot|written|sung|found|won|led|"
    r"set|sold|run) (?P<prep>by|in|at|on|for|from|as|during|with|into|near|under) (?P<rest>.+)$"
)
_NAME = r"(?:\{sq\d+\}|[\"“][^\"”]+[\"”]|[A-Z0-9][\w'’.\-&]*(?:(?: (?:of|the|de|von|van|la|le|du|da|del|y|&|for|with))* [A-Z0-9][\w'’.\-&]*)*)"
_OF_RE = re.compile(
    rf"\b(?:[Tt]he (?P<head>(?:[a-z][a-z\-]* ){{0,2}}[a-z][a-z\-]*)|(?P<bare>birth ?place|place of birth|hometown|"
    rf"home town|place of death)) of (?P<obj>(?:the (?:[a-z][a-z\-]* )?)?{_NAME})"
)
_POSS_RE = re.compile(rf"(?P<owner>{_NAME})['’]s (?P<head>[a-z][a-z\-]*(?: [a-z][a-z\-]*){{0,2}})")
_ZREL_RE = re.compile(
    rf"\b(?P<det>[Tt]he|[Aa]n?) (?P<head>(?:[a-z][a-z\-]* ){{0,2}}[a-z][a-z\-]*) (?P<name>{_NAME}) "
    r"(?P<aux>is|was|are|were) (?P<rest>.+)$"
)
_ZVERB_RE = re.compile(
    rf"\b(?P<det>[Tt]he|[Aa]n?) (?P<head>(?:[a-z][a-z\-]* ){{0,2}}[a-z][a-z\-]*) (?P<name>{_NAME}) "
    r"(?P<verb>[a-z]+) (?P<rest>.+)$"
)
_ING_RE = re.compile(rf"\b(?P<det>[Tt]he|[Aa]n?) {_HEAD} (?P<verb>[a-z]+ing) (?P<rest>.+)$")
_WITH_RE = re.compile(rf"\b(?P<det>[Tt]he|[Aa]n?) {_HEAD} with (?P<rest>.+)$")


def _ing_base(word: str) -> str | None:
    stem = word[:-3]
    for cand in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if cand and cand in tx.VERBS:
            return cand
    return None


_BAD_HEADS = {
    "east", "west", "north", "south", "rest", "end", "top", "bottom", "number", "part", "side", "edge", "center",
    "centre", "middle", "name", "kind", "type", "sort", "history", "beginning", "start", "one", "some", "all",
    "most", "many", "half", "majority", "age", "same", "time", "case", "use", "form", "role", "title", "set",
    "series", "list", "course", "basis", "result", "group", "lot", "way", "members", "member", "fact",
}
_INVERTED_RE = re.compile(
    r"^(?:(?:in|on|at|during|from|for) )?(?:when|where|why|how(?: many| much| long| old)?|what (?:year|date|month|"
    r"century|decade|day)|which (?:year|date|month|century|decade|day))\s+(?:is|are|was|were|did|does|do|has|have|had)\s+",
    re.I,
)


@dataclass
class _Candidate:
    start: int
    end: int
    sub_question: str
    claim: str | None = None  # a claim template with {REF} for the sub-question's own answer


_ENTITY_HEADS = tx.PERSON_NOUNS | tx.ORG_NOUNS | tx.LOCATION_NOUNS | {
    "album", "film", "movie", "song", "book", "novel", "series", "show", "single", "game", "play", "opera",
    "painting", "work", "era", "dynasty", "reign", "language", "currency", "sport", "team", "character",
    "product", "ship", "building", "stadium", "arena", "airport", "station", "mascot", "anthem", "newspaper",
    "program", "programme", "episode", "franchise", "sequel", "prequel", "soundtrack", "debut", "parent",
    "alma", "mater", "hometown", "employer", "residence", "owner", "spouse",
}


_APPOSITION_HEADS = {
    "city", "town", "village", "state", "county", "province", "island", "borough", "municipality", "district",
    "region", "kingdom", "republic", "commonwealth", "isle", "port", "lake", "mount", "gulf", "bay", "sea",
    "river", "duchy", "empire", "principality", "parish", "township", "name", "word", "term", "title",
}


def _entity_head(head: str) -> bool:
    """'the N of X' / "X's N" is a hop only when N names an entity (a person, place, work ...), not an attribute."""
    return any(tx.singular(w) in _ENTITY_HEADS or w.lower() in _ENTITY_HEADS for w in head.split())


def _head_ok(head: str, bad: frozenset[str] | set[str] = _BAD_HEADS) -> bool:
    hw = head.split()
    if not hw or hw[-1].lower() in bad:
        return False
    return not any(
        w.lower() in tx.AUX or w.lower() in tx.PREPS or w.lower() in tx.WH or w.lower() in tx.CONJ
        or w.lower() in tx.DETS or (not w[0].isupper() and tx.is_verbish(w) and w.lower() not in _ENTITY_HEADS)
        for w in hw
    )


def _who(head: str) -> str:
    return "Who" if tx.slot_for_noun(head) == "person" else f"Which {head}"


def _trim_main_verb(t: str, d_end: int) -> int:
    """In an inverted question ('When was [the man that ...] born'), the last word is the main verb, not the clause."""
    if not _INVERTED_RE.match(t):
        return d_end
    m = re.search(r"\s+([a-z]+)(?:\s+(?:in|on|at|from|to|for|by|with|up|out|into))?$", t[:d_end])
    if m and (tx.is_verbish(m.group(1)) or tx.is_participle(m.group(1))):
        return m.start()
    return d_end


_DO_INVERTED_RE = re.compile(r"^(?:(?:in|on|at|during|from|for) )?(?:who|whom|what|which|when|where|why|how)\b[^,]*?\b(?:did|does|do)\s", re.I)


def _subject_of_inverted(t: str, start: int) -> bool:
    """Whether a description starting at ``start`` is the subject of an inverted question ('When was [D] born')."""
    m = _INVERTED_RE.match(t) or re.match(
        r"^(?:(?:in|on|at|during|from|for|until|till|by|since) )?(?:what|which) [a-z\-]+(?: [a-z\-]+)?\s+(?:is|are|was|were|did|does|do|"
        r"has|have|had)\s+", t, re.I) or re.match(r"^(?:is|are|was|were)\s+", t, re.I)  # 'Is [the office] open ...
    return m is not None and m.end() == start


# 'the Israeli presidential election, 2000': a comma before a bare year is part of a title, not a clause boundary
_YEAR_AFTER_RE = re.compile(r"\s+(?:1[0-9]|20)\d\d\b(?!\s*,)")


_STRANDED_END_RE = re.compile(r"\s+(?:after|for|by|with|about|from|to|in|on|at|of)\s*\??\s*$", re.I)


def _clause_end(t: str, d_start: int, clause_start: int) -> int:
    """Where a relative / participle clause ends: the end of the question, or earlier at the main clause's verb
    ('where X is located [became a state]', 'containing Nugegoda [leave ...]') or, for the subject of an
    inverted question, at the first comma or the main verb."""
    subject = _subject_of_inverted(t, d_start)
    do_inverted = bool(_DO_INVERTED_RE.match(t)) and subject
    end = _trim_main_verb(t, len(t)) if subject else len(t)
    seen_verb = False
    prev_verbish = False
    prev_aux = prev_to = False
    n_after = 0
    for m in re.finditer(r"\S+", t[clause_start:end]):
        w = m.group(0)
        pos = clause_start + m.start()
        b = tx.bare(w)
        is_aux = b in tx.AUX
        verbish = is_aux or (not tx.is_caps(w) and (tx.is_verbish(w) or (b.endswith("ing") and bool(_ing_base(b)))))
        if subject and seen_verb and n_after > 0 and not prev_verbish and tx.is_participle(w) and not is_aux:
            return pos  # 'Why was [the lawyer who moved to Belgium] told ...'
        if (seen_verb and prev_verbish and not prev_aux and not is_aux and tx.is_participle(w)
                and tx.is_participle(tx.bare(t[:pos].split()[-1])) and _STRANDED_END_RE.fullmatch(t, pos + len(w))):
            return pos  # 'What is [the country where Baure is located] named after?': a second participle with the
            # question's stranded preposition is the main clause's passive
        if seen_verb and verbish and not prev_to:  # 'allowing church courts to have ...': an infinitive
            if (is_aux and not prev_verbish) or (prev_verbish and not prev_aux and not tx.is_participle(w) and not is_aux):
                return pos
            if is_aux and prev_verbish and not prev_aux and b not in ("be", "been", "being"):
                return pos  # 'The state where X died [has how many ...]': a verb's clause ends at the next auxiliary
            if do_inverted and n_after > 0 and not prev_verbish and b in tx.VERBS:
                return pos
            if do_inverted and prev_verbish and not prev_aux and not is_aux and b in tx.VERBS:
                return pos  # 'When did [the state where X is located] become ...': the base verb after DO
        if verbish:
            seen_verb = True
            n_after = 0
        elif seen_verb:
            n_after += 1
        prev_verbish, prev_aux, prev_to = verbish, is_aux, b == "to"
        if w.endswith(",") and subject and seen_verb and not _YEAR_AFTER_RE.match(t, pos + len(w)):
            return pos + len(w) - 1
    return end


def _complement_start(t: str) -> int | None:
    """Where the copula complement of a top-level 'Who/What/Which N is ...' starts (a description there is the
    target itself, not a hop)."""
    m = re.match(r"^(?:who|what|which(?: [a-z\-]+){0,2}?)\s+(?:is|are|was|were)\s+", t, re.I)
    return m.end() if m else None


def _each(pattern: re.Pattern[str], t: str) -> list[re.Match[str]]:
    """Matches of ``pattern`` at every article (overlapping), so a long wrong head cannot hide a short right one."""
    out = []
    for a in re.finditer(r"\b(?:[Tt]he|[Aa]n?)\b", t):
        m = pattern.match(t, a.start())
        if m:
            out.append(m)
    return out


def _candidates(t: str) -> list[_Candidate]:
    out = [c for c in _raw_candidates(t) if not _is_target(t, c)]
    return out


def _is_target(t: str, c: _Candidate) -> bool:
    """A description that is the whole copula complement of 'Who/What/Which N is ...' is the target, not a hop; so
    is the one a name is said to be in 'Is Austin the capital of Texas?' (one claim a span states, not a hop that
    finds the capital and then 'Austin is Austin')."""
    ends = c.end >= len(t.rstrip(" ?")) - 1
    named = _NAMED_SUBJECT_RE.match(t)
    return ends and (c.start == _complement_start(t) or (named is not None and c.start == named.end()))


_NAMED_SUBJECT_RE = re.compile(r"^(?i:is|are|was|were)\s+(?:[A-Z][\w'’.\-&]*\s+)+(?=(?:the|a|an)\s)")
"""The copula and a capitalised name of a yes/no question ('Is Austin | the capital of Texas')."""


def _states_a_fact(cws: list[str]) -> bool:
    """A relative clause with its own subject and verb ('X made his debut', 'the writer died'), so the description
    can be claimed as the fact it states; an adverb-led or wh-bearing clause cannot."""
    if len(cws) < 2 or any(tx.bare(w) in tx.WH for w in cws):
        return False
    first = cws[0]
    if not (tx.is_caps(first) or tx.bare(first) in tx.DETS | tx.PRONOUNS | {"most", "many", "some"}
            or (tx._open_class(first) and tx.bare(cws[1]) in tx.AUX)):  # a name in lower case ('acme has ...')
        return False
    return any(tx.is_verbish(w) and not tx.is_caps(w) for w in cws[1:])


def _verb_word(word: str) -> bool:
    """An auxiliary, or a lower-case word that reads as a verb: what opens or carries a relative clause."""
    return tx.bare(word) in tx.AUX or (not tx.is_caps(word) and tx.is_verbish(word))


def _raw_candidates(t: str) -> list[_Candidate]:
    out: list[_Candidate] = []
    comp = -1  # complement handling lives in _is_target
    for m in _each(_REL_RE, t):
        head, rel, clause = m.group("head"), m.group("rel"), m.group("clause")
        if not _head_ok(head) or m.group("det").lower() in ("a", "an"):
            continue
        end = _clause_end(t, m.start(), m.start("clause"))
        clause = t[m.start("clause"):end].strip(" ,")
        if not clause or re.search(r"\b(who|what|which|whom)\b", clause, re.I):
            continue
        cws = tx.words(clause)
        if " " in rel and not any(_verb_word(w) for w in cws):
            continue  # 'a guest appearance by which rapper, actor, and model from Harlem': asked in situ, no relative
        if rel in ("when", "where") and re.fullmatch(r"[a-z]+ing", cws[0]):
            continue  # 'the meal allowance | when travelling': an adverbial with no subject of its own, no relative
        first = cws[0]
        if rel in ("that", "which", "who") and _verb_word(first):
            sq = f"{_who(head)} {clause}"
        elif rel in ("where",) or " " in rel:
            prep = "In" if rel == "where" else rel.split()[0].capitalize()
            # "has" is an auxiliary only before a participle ('where acme has its headquarters': the verb)
            aux_i = next((i for i, w in enumerate(cws) if i > 0 and (tx.bare(w) in tx.BE or (
                tx.bare(w) in tx.HAVE and i + 1 < len(cws)
                and (tx.is_participle(cws[i + 1]) or tx.bare(cws[i + 1]) == "been")))), None)
            if aux_i is not None and aux_i + 1 < len(cws):
                sq = f"{prep} which {head} {cws[aux_i]} {tx.join(cws[:aux_i])} {tx.join(cws[aux_i + 1:])}"
            elif aux_i is not None and aux_i == len(cws) - 1 and tx.bare(cws[aux_i]) in tx.BE:
                # 'the city where acme's headquarters is' -> 'In which city is acme's headquarters?'
                subj = tx.join(cws[:aux_i])
                sq = f"{prep} which {head} {cws[aux_i]} {subj}"
                claim = f"{subj} {cws[aux_i]} {prep.lower()} {{REF}}"
                out.append(_Candidate(m.start(), end, sq, claim))
                continue
            else:
                sq = f"{'Who' if tx.slot_for_noun(head) == 'person' else 'What'} is the {head} {rel} {clause}"
                if _states_a_fact(cws):
                    # 'the film in which X made his debut' -> 'X made his debut in {REF}': the fact, not an equation
                    out.append(_Candidate(m.start(), end, sq, f"{clause} {prep.lower()} {{REF}}"))
                    continue
        else:
            sq = f"{'Who' if tx.slot_for_noun(head) == 'person' else 'What'} is the {head} {rel} {clause}"
            if rel in ("that", "which", "whom") and _states_a_fact(cws):
                # an object relative: 'the single that X was most known for' -> 'X was most known for {REF}'
                # 'the country that Jiménez is a part' -> 'Jiménez is a part of {REF}'
                prep = "of" if tx.bare(cws[-1]) == "part" else ""
                out.append(_Candidate(m.start(), end, sq, tx._place(cws, "{REF}", prep)))
                continue
        out.append(_Candidate(m.start(), end, sq))
    for m in _each(_PART_RE, t):
        head = m.group("head")
        if not _head_ok(head) or (_subject_of_inverted(t, m.start()) and re.match(
                r"^(?:\S+(?: \S+){0,2}? )?(?:is|are|was|were|does|do|can|must|will) ", t, re.I)):
            # 'When was [the clock] built in ...', 'Is [the office] open on weekends': the participle (or adjective)
            # is the main predicate, not a reduced relative; so is a verb after "does" or a modal ('When does [the
            # office] open on weekdays')
            continue
        end = _clause_end(t, m.start(), m.start("part"))
        rest = t[m.start("rest"):end].strip(" ,")
        if not rest or re.search(r"\b(who|what|which|whom)\b", rest, re.I):
            continue
        out.append(_Candidate(m.start(), end, f"{_who(head)} was {m.group('part')} {m.group('prep')} {rest}"))
    for m in _each(_ZREL_RE, t):
        head, name, aux = m.group("head"), m.group("name"), m.group("aux")
        if not _head_ok(head) or not _entity_head(head) or m.start() == comp:
            continue
        rws = tx.words(m.group("rest"))
        p = tx._dangling_prep(rws)
        if p is not None and p + 1 < len(rws) and tx.bare(rws[p + 1]) in tx.WH:
            p = None  # 'the song "Death of Samantha" was the second wife of what singer': asked in situ, no relative
        if p is None:
            if rws and tx.is_participle(rws[0].rstrip(",")) and tx.slot_for_noun(head) == "location":
                out.append(_Candidate(m.start(), m.start("rest") + len(rws[0].rstrip(",?")),
                                      f"In which {head} {aux} {name} {rws[0].rstrip(',?')}"))
            continue
        upto = tx.join(rws[: p + 1])
        end = m.start("rest") + len(" ".join(t[m.start("rest"):].split(" ")[: len(upto.split(" "))]))
        out.append(_Candidate(m.start(), end, f"{_who(head)} {aux} {name} {upto}"))
    for m in _each(_ZVERB_RE, t):
        head, name, verb = m.group("head"), m.group("name"), m.group("verb")
        if not _head_ok(head) or not _entity_head(head) or tx.verb_base(verb) is None or verb.lower() in tx.AUX:
            continue
        rws = tx.words(m.group("rest"))
        p = tx._dangling_prep(rws)
        if p is None:
            continue
        upto = tx.join(rws[: p + 1])
        end = m.start("rest") + len(" ".join(t[m.start("rest"):].split(" ")[: len(upto.split(" "))]))
        word = "Who" if tx.slot_for_noun(head) == "person" else "What"
        out.append(_Candidate(m.start(), end, f"{word} is the {head} {name} {verb} {upto}"))
    for m in _each(_ING_RE, t):
        head, verb = m.group("head"), m.group("verb")
        base = _ing_base(verb)
        if base is None or not _head_ok(head) or not _entity_head(head) or m.start() == comp:
            continue
        end = _clause_end(t, m.start(), m.start("verb"))
        rest = t[m.start("rest"):end].strip(" ,")
        if not rest or re.search(r"\b(who|what|which|whom)\b", rest, re.I):
            continue
        out.append(_Candidate(m.start(), end, f"{_who(head)} {tx.third_person(base)} {rest}"))
    for m in _each(_WITH_RE, t):
        head = m.group("head")
        if not _head_ok(head) or not _entity_head(head) or m.start() == comp:
            continue
        end = _clause_end(t, m.start(), m.start("rest"))
        rest = t[m.start("rest"):end].strip(" ,")
        if not rest or re.search(r"\b(who|what|which|whom)\b", rest, re.I):
            continue
        out.append(_Candidate(m.start(), end, f"{_who(head)} has {rest}"))
    for m in _OF_RE.finditer(t):
        head, obj = m.group("head") or m.group("bare"), m.group("obj").strip(" ,")
        if not _head_ok(head) or not _entity_head(head) or m.start() == comp:
            continue
        if obj.startswith("the ") and not _name_ends(t[m.end("obj"):]):
            continue  # 'the birth place of the Swedish performance artist': an adjective, not a name
        prev = t[: m.start()].rstrip().split(" ")[-1].lower() if m.start() else ""
        if head.split()[-1].lower() in _APPOSITION_HEADS or prev in {"as", "become", "became", "becomes", "named",
                                                                      "appointed", "elected"}:
            continue
        if prev in tx.BE and m.start() + len(m.group(0).rstrip(" ,")) >= len(t) and not _subject_of_inverted(t, m.start()):
            continue
        word = "Who" if tx.slot_for_noun(head) == "person" else "What"
        out.append(_Candidate(m.start(), m.start() + len(m.group(0).rstrip(" ,")), f"{word} is the {head} of {obj}"))
    for m in _POSS_RE.finditer(t):
        owner = m.group("owner")
        if owner.lower() in tx.PRONOUNS or (m.start() == 0 and owner.split()[0].lower() in tx.WH):
            continue
        if re.search(r"\b(?:one|some|each|all|many|most|any|none|two|three) of\s*$", t[: m.start()], re.I):
            continue  # 'one of NATO's creators' names no single entity
        hw: list[str] = []
        for w in m.group("head").split():
            if w in tx.AUX or w in tx.PREPS or w in tx.CONJ or w in tx.WH or w in tx.DETS or (
                hw and tx.is_verbish(w)
            ) or w in tx.ADVERBS:
                break
            hw.append(w)
            if w in tx.PERSON_NOUNS or w in tx.ORG_NOUNS or w in tx.LOCATION_NOUNS:
                break
        if not hw or hw[-1] in _BAD_HEADS or not _entity_head(" ".join(hw)):
            continue
        head = " ".join(hw)
        if hw[-1] in tx.LOCATION_NOUNS and _modifies_nouns(t[m.start("head") + len(head):]):
            continue  # "Norway's state mileage rate": the place noun modifies a compound, it names no place
        start = m.start()
        word = "Who" if tx.slot_for_noun(head) == "person" else "What"
        end = m.start("head") + len(head)
        of = re.match(r" of (birth|death|origin|residence|citizenship|burial)\b", t[end:])
        if of is None and hw[-1] in tx.PERSON_NOUNS:  # "Cobalt's head of finance": the role is the head of finance
            of = re.match(r" of ([a-z][a-z\-]+)\b(?=[\s?,.]|$)", t[end:])
            if of is not None and of.group(1) in tx.DETS | tx.WH:  # 'of the ...', 'of whom': no part of the role
                of = None
        if of:
            head += of.group(0)
            end += len(of.group(0))
        if start == comp:
            continue
        out.append(_Candidate(start, end, f"{word} is the {head} of {owner}"))
    return out


def _modifies_nouns(after: str) -> bool:
    """``after`` (the text after a place noun) opens with two or more common nouns, the first no place noun: the
    place noun is their modifier ("state [mileage rate]"), unlike "capital [city] population"."""
    nouns: list[str] = []
    for w in (w.strip("?,.;:!") for w in after.split()):
        function_word = w == "of" or any(w in words for words in (tx.AUX, tx.PREPS, tx.CONJ, tx.WH, tx.DETS, tx.ADVERBS))
        if not w.isalpha() or not w.islower() or function_word or tx.is_verbish(w):
            break
        nouns.append(w)
    return len(nouns) >= 2 and nouns[0] not in tx.LOCATION_NOUNS


def _adverb(word: str) -> bool:
    w = tx.bare(word)
    return w in tx.ADVERBS or (w.endswith("ly") and len(w) > 4 and not tx.is_caps(word))


def _name_ends(rest: str) -> bool:
    """What follows a name ends its noun phrase: nothing, punctuation, a function word or a verb ('the 2007 FIFA
    U-20 Golden Shoe play'), not a common noun it would qualify ('the Swedish performance artist')."""
    words = rest.split()
    nxt = words[0] if words else ""
    if not nxt or not nxt[0].isalnum() or rest[:1] in ",;:?!.":
        return True
    w = tx.bare(nxt)
    if w in ("and", "&") and len(words) > 1 and tx.is_caps(words[1]):
        return False  # 'the Mississippi Institute of Arts and Letters': the name goes on
    return w in tx.PREPS | tx.AUX | tx.CONJ | tx.WH or tx.is_verbish(w)


_IN_SITU_DESC_RE = re.compile(
    rf"\b(?:(?P<det>[Tt]he|[Aa]n?) {_HEAD}|[Aa]n? (?P<capped>[A-Z][a-z]+)) (?:(?P<rel>that|which|who|whose) (?P<clause>.+)|"
    r"(?P<part>[a-z]+(?:ed|en|wn)|born|built|made|held|shot|written|sung|found|won|led|set|sold|run) (?P<rest>.+)|"
    r"from (?P<origin>(?:what|which) [a-z]+))$"
)
_WH_IN_CLAUSE_RE = re.compile(r"\b(?:what|which|who|whom|where|when|how many|how much)\b", re.I)
_STATIVE = {"based", "located", "situated", "named", "called", "known"}


def _split_in_situ(t: str) -> tuple[str, str, str] | None:
    """A statement asking in situ about a described entity: 'X is in the hand of [a German musician whose
    godfather is whom]' -> ('X is in the hand of ', 'German musician', "{REF}'s godfather is whom"). The
    first question finds the entity, the second asks the wh-part about it, so each claim states one fact. In a
    coordinated clause ('that was founded in 2005, and is based where') only the conjunct with the wh-word is
    kept: the other narrows the same entity, which the first question already pins down."""
    ws = tx.words(t)
    if not ws or tx.bare(ws[0]) in tx.WH | tx.AUX:
        return None
    for m in reversed(_each(_IN_SITU_DESC_RE, t)):
        # 'a University which also has ...': a common noun the question capitalised, after an indefinite article
        head = m.group("head") or m.group("capped").lower()
        # before a relative clause 'series' is a TV series ('a series that originally broadcast on what station')
        if not _head_ok(head, _BAD_HEADS - _ENTITY_HEADS if m.group("rel") else _BAD_HEADS) or not t[: m.start()].strip():
            continue
        prefix = t[: m.start()]
        if not any(tx.is_verbish(w) for w in tx.words(prefix)) or _WH_IN_CLAUSE_RE.search(prefix):
            continue
        if m.group("origin"):  # 'an album by a singer-songwriter from what state': who, then where they are from
            return prefix, head, "{REF} is from " + m.group("origin")
        body = m.group("clause") if m.group("rel") else m.group("rest")
        if not _WH_IN_CLAUSE_RE.search(body):
            continue
        parts = [p.strip(" ,") for p in re.split(r",?\s+and\s+(?=(?:is|are|was|were|has|have|had|did|does|do)\b|"
                                                  r"[a-z]+ed\b)", body) if p.strip(" ,")]
        if m.group("rel") and len(parts) > 1:
            body = next((p for p in parts if _WH_IN_CLAUSE_RE.search(p)), body)
        rel = m.group("rel")
        if rel == "whose":
            second = "{REF}'s " + body
        elif rel:
            # the relative's verb, past an adverb ('a series that originally broadcast on what station')
            first = next((w for w in tx.words(body) if not _adverb(w)), tx.words(body)[0])
            if not _verb_word(first):
                continue  # an object relative ('the film that X directed ...'): not this shape
            second = "{REF} " + body
        else:
            part = m.group("part")
            if not tx.is_participle(part):
                continue
            aux = "is" if part in _STATIVE else "was"
            second = f"{{REF}} {aux} {part} {body}"
        return prefix, head, second
    return None


def _plan_bridge_or_single(t: str, b: PlanBuilder, *, max_hops: int = 4) -> str:
    """Peel descriptions innermost-first into sub-questions, then add what is left as the last one."""
    t = tx.strip_q(t)
    if max_hops >= 2 and (split := _split_in_situ(t)) is not None:
        prefix, head, second = split
        pws = prefix.split()
        if tx.bare(pws[-1]) in tx.BE and len(pws) > 1:
            # 'Scott Howell is [a consultant who has worked with ...]': the subject is the described entity
            subj = " ".join(pws[:-1]).strip(" ,")
            return _plan_bridge_or_single(second.replace("{REF}", subj), b, max_hops=max_hops)
        # the entity's question is asked as stated: its 'which N' is the unknown, not a relative clause to peel
        ref = b.add(f"{prefix}which {head}", claim=prefix + "{" + b.next_id() + "}", closed=False)
        return b.add(second.replace("{REF}", "{" + ref + "}"), closed=False)
    hops = 0
    while hops < max_hops - 1:
        cands = [c for c in _candidates(t) if c.end > c.start]
        if not cands:
            break
        c = max(cands, key=lambda c: (c.start, -(c.end - c.start)))
        if c.claim:
            text = tx.capitalise(tx.strip_q(c.sub_question)) + "?"
            ref = b.add(text, claim=c.claim.replace("{REF}", "{" + b.next_id() + "}"))
        else:
            ref = _plan_bridge_or_single(c.sub_question, b, max_hops=1)
        end = c.end
        while end > c.start and t[end - 1] in " ,":
            end -= 1
        rest = t[end:]
        closing = re.match(r"\s*,\s+(?=(\S+))", rest)
        if closing and closing.group(1).islower() and tx.is_verbish(closing.group(1)) and tx.bare(
                closing.group(1)) not in {"and", "or", "but"} and not re.search(r",\s+(?:and|or)\b", rest):
            # the comma that closed the peeled clause: 'When did [the country where X is located], become ...'
            # (not a list's: 'shared X at [the conference], is launching Y, and ...')
            rest = " " + rest[closing.end():]
        t = (t[: c.start] + "{" + ref + "}" + rest).strip()
        hops += 1
    if is_yes_no(t):
        fact, frame = strip_reporting_frame(tx.strip_q(t))
        if frame:  # 'Does the TechCrunch article describe X as Y?': the article's span states "X is Y"
            b.notes.append(f"reported where: {frame}")
            return b.add(t, claim=tx.capitalise(fact), closed=True, reported_in=[frame])
    return b.add(t, closed=is_yes_no(t))


# --------------------------------------------------------------------------- the planner


_FRONTED_RE = re.compile(
    r"^(?P<adv>(?:after|before|following|between|since|during|considering|based on|according to|given|in|"
    r"from|prior to|when|once|while|if|unless|whenever)\b.+?),\s+(?P<main>(?:is|are|was|were|do|does|did|has|have|"
    r"had|can|could|will|would|must|should|may|who|what|which|when|where|how|why)\b.+)$",
    re.I,
)


_PLACES_OR_RE = re.compile(rf"^(?:what|how|who|whom|when|where)\b.*\b(?:in|at|for)\s+{NAME_RUN}"
                           rf"(?P<sep>,?\s+or\s+)(?:(?:in|at|for)\s+)?{NAME_RUN}$", re.I)


def _places_or_as_and(t: str) -> str:
    """A wh-question that ends on two names after one preposition joined by "or" ("What is the hotel cap in Paris or
    Berlin?") asks for each, as with "and": no choice between them, which needs "which" or a comma ("Which city has
    the higher cap, Paris or Berlin?")."""
    m = _PLACES_OR_RE.match(t.strip())
    if m is None:
        return t
    return t[: m.start("sep")] + " and " + t[m.end("sep"):]


def _front_adverbial_to_end(t: str) -> str:
    """'After X, did Y ...' -> 'did Y ... after X' so the main clause leads (its shape decides the plan)."""
    m = _FRONTED_RE.match(t)
    if not m:
        return t
    adv = m.group("adv")
    if adv.lower().startswith("between") and re.match(r"(?:which|who|what)\b", m.group("main"), re.I):
        return t  # 'Between A and B, which ...' is a choice; plan_comparison reads it as it stands
    main = m.group("main")
    place = re.match(r"(?:in|at|from) (?P<np>(?:the|a|an) .+)$", adv, re.I)
    if place and len(re.findall(r"\bthere\b", main)) == 1:
        # 'In the country that X is a part, what share of edits were from there?': 'there' is that place
        return re.sub(r"\bthere\b", place.group("np"), main)
    return f"{main} {adv[:1].lower() + adv[1:]}"


_NAME_OF_RE = re.compile(r"^(?P<wh>what|which) (?P<aux>is|was|are|were) the names? of (?=(?:the|a|an) )", re.I)


def _name_of_to_noun(t: str) -> str:
    """'What was the name of the first Huguenot outpost ...' -> 'What was the first Huguenot outpost ...': the answer is
    that thing's name, and no span says "name" beside it. "the English name of X" keeps its word: it says which name."""
    return _NAME_OF_RE.sub(lambda m: f"{m.group('wh')} {m.group('aux')} ", t, count=1)


class RulePlanner:
    """Deterministic, offline planner (English and Chinese). ``RulePlanner().plan(question) -> Plan``."""

    name = "rule"

    def __init__(self, *, max_hops: int = 4) -> None:
        if max_hops < 1:
            from claimbound.errors import ConfigError

            raise ConfigError(f"max_hops must be >= 1, got {max_hops}; pass a positive number")
        self.max_hops = max_hops

    def plan(self, question: str) -> Plan:
        q = check_question(question)
        typed, retyped = as_typed(q)  # 'whats the meal allowance', 'how many days can i wfh'
        # braces are the plan's own reference syntax ({sq1}); the user's braces become parentheses in the texts
        work = tx.policy_idioms(tx.shared_preposition(tx.expand_contractions(
            typed.replace("{", "(").replace("}", ")"))))
        plan = self._plan_request(work)
        plan.question = q
        if retyped:
            plan.notes.insert(0, f"read as typed in a chat ({'; '.join(retyped)}): {typed!r}")
        return plan

    def _plan_one(self, q: str) -> Plan:
        if tx.is_cjk(q):
            from claimbound.planner.chinese import plan_chinese

            return plan_chinese(q, max_hops=self.max_hops)
        return self._plan_english(q)

    def _plan_request(self, q: str) -> Plan:
        """Plan the sentences of ``q`` that ask something (:func:`~claimbound.planner.request.read_request`); the
        rest is reported in ``plan.ignored``. Several questions of lookup shapes become one plan; a question whose
        answer is shaped by its plan (yes / no, a comparison ...) among others is asked back one at a time."""
        req = read_request(q)
        plans = [self._plan_one(p) for p in req.parts]
        if not plans:
            plan = Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous",
                        clarification="Nothing in the input asks about the documents (instructions to the system and "
                        "greetings are not followed); please ask a question.").validate()
        elif len(plans) == 1:
            plan = plans[0]
        elif (unclear := next((p for p in plans if p.route == Route.CLARIFY), None)) is not None:
            plan = unclear
        elif mergeable(plans) and len(plans) <= MAX_QUESTIONS:
            plan = merge_plans(q, plans, planner=self.name)
        else:
            asks = " / ".join(f'"{p}"' for p in req.parts[:MAX_QUESTIONS]) + (" ..." if len(plans) > MAX_QUESTIONS else "")
            why = (f"more than {MAX_QUESTIONS} questions" if len(plans) > MAX_QUESTIONS else
                   "several questions, one of them answered as a whole (yes / no, a comparison or a check)")
            plan = Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous",
                        clarification=f"You asked {len(plans)} questions at once ({asks}); please ask them one at a "
                        "time.", notes=[f"{why}: asked back one at a time"]).validate()
        plan.notes = [*req.notes, *plan.notes]
        plan.ignored = req.ignored
        return plan

    def _plan_english(self, q: str) -> Plan:
        b = PlanBuilder(question=q, planner=self.name)
        t = tx.strip_q(q)
        temporal = temporal_phrases(t)
        why = supplied_material(q)
        if why:
            b.notes.append(f"no retrieval: {why}")
            return Plan(question=q, route=Route.NO_RETRIEVAL, planner=self.name, notes=b.notes, kind="supplied",
                        temporal=temporal, clarification=None).validate()
        t, dropped = imperative_to_question(t)
        if dropped:
            b.notes.append(f"ignored an instruction addressed to the system: {dropped!r}")
        asked, topic = about_topic(t)
        if topic is not None:  # 'Tell me about remote work': no claim to prove
            return Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous", temporal=temporal,
                        notes=[*b.notes, "asks about a topic: asked back what to know about it"], clarification=(
                            f'"{topic}" names a topic, not a question: ask what you want to know about it, as a '
                            "question.")).validate()
        if asked is not None:
            b.notes.append(f"asks about an amount, asked as {asked!r}")
            t = asked
        stated, topic = source_asked(t)
        if topic is not None:  # 'Which policy covers parental leave?': no statement to find the document of
            return Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous", temporal=temporal,
                        notes=[*b.notes, "asks which document covers a topic: asked back which of its rules"],
                        clarification=(f'"{topic}" names a topic: ask which of its rules you want the document of, as '
                                       f'a question (an amount, a limit, who approves, a deadline).')).validate()
        if stated is not None:
            b.notes.append(f"asks which document states it, asked as {stated!r}")
            t = tx.strip_q(stated)
        keywords = keyword_query(q) if not is_question(q) and not dropped else None
        unmarked = q.strip().rstrip("?？").strip()
        if keywords is None and not dropped and unmarked != q.strip() and not is_question(unmarked):
            # 'receipts deadline?': a keyword query with a question mark asks for its value too (a topic with one,
            # 'parental leave?', is left to the rules below, as before)
            keywords = keyword_query(unmarked)
            keywords = keywords if keywords is not None and keywords.question is not None else None
        if keywords is not None and keywords.question is None:  # 'parental leave': a topic, no claim nor question
            return Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous", notes=[
                "a keyword query naming a topic: asked back what to know about it"], clarification=(
                f'"{keywords.topic}" names a topic, not a question: ask what you want to know about it, as a '
                "question.")).validate()
        if keywords is not None and keywords.question is not None:  # 'hotel cap Paris': the question of its value
            b.notes.append(f"a keyword query, asked as {keywords.question!r}")
            t = tx.strip_q(keywords.question)
        elif not is_question(q) and not dropped and not IMPERATIVE_RE.match(tx.strip_q(q)):
            claim = t
            b.add(f"Is it true that {claim}", claim=tx.capitalise(claim), closed=True)
            b.notes.append("a statement: the claim is checked as stated")
            return b.build(kind="claim", temporal=temporal)
        for rewrite, what in _ASKED_AS:
            asked = rewrite(t)
            if asked is not None:
                b.notes.append(f"{what}, asked as {asked!r}")
                t = tx.strip_q(asked)
        t, other = drop_other_answer(t)
        if other:
            b.notes.append(f"left out the alternative {other!r}: it states the other answer, and yes / no answers the "
                           "first")
        whole = _WHOLE_POLICY.match(tx.strip_q(t).strip())
        if whole is not None:  # 'What are the remote work rules?': a document's whole content, no claim to prove
            return Plan(question=q, route=Route.CLARIFY, planner=self.name, kind="ambiguous", temporal=temporal,
                        notes=[*b.notes, "asks for a whole policy: asked back which of its rules"], clarification=(
                            f'"{whole.group("topic")}" names a whole policy: ask about one of its rules as a question '
                            f'(an amount, a limit, who approves, a deadline).')).validate()
        ask = ambiguity(t)
        if ask:
            b.notes.append("a key entity is missing; guessing is unsafe")
            return Plan(question=q, route=Route.CLARIFY, clarification=ask, planner=self.name, notes=b.notes,
                        kind="ambiguous", temporal=temporal).validate()
        changed = plan_change(t, self._plan_english)
        if changed is not None:
            changed.question = q
            return changed
        kind: str
        reported: list[str] = []
        ordering = is_temporal_ordering(t)
        # "Who ..., as reported by TechCrunch?": the spans say the fact, not where it ran. A dated question keeps
        # its "reported by X on <date>": the dates are what it compares.
        if not is_yes_no(t) and not ordering:
            stripped, sources = strip_attributions(t)
            named = [r for r in sources if names_a_source(r)]
            if stripped.strip() and named:
                t, reported = stripped, named
                b.notes.append("reported where: " + "; ".join(sources))
        t = _places_or_as_and(bound_first(_name_of_to_noun(_front_adverbial_to_end(t))))
        if plan_alternative(t, b):
            kind = "choice"
        elif plan_amount_comparison(t, b) or plan_comparison(t, b):
            kind = "comparison"
        elif plan_case_superlative(t, b):
            kind = "superlative"
        elif (k := plan_clauses(t, b)) is not None:
            kind = k
        elif plan_intersection(t, b) or plan_placed_head(t, b):
            kind = "intersection"
        elif plan_list(t, b) or plan_np_conjunction(t, b) or plan_repeated_pp(t, b):
            kind = "conjunction"
        else:
            _plan_bridge_or_single(t, b, max_hops=self.max_hops)
            if len(b.sub_questions) > 1:
                kind = "bridge"
            elif is_yes_no(t):
                kind = "yes_no"
            else:
                kind = "lookup"
        if ordering:
            b.notes.append(f"temporal ordering ({kind} structure): {', '.join(temporal) or 'relative order'}")
            kind = "temporal"
        if stated is not None and kind in ("lookup", "yes_no"):
            kind = "source"  # the answer names the document of the span that proves it
        if reported and kind != "bridge":  # a bridge's first hop is about another entity, maybe from another source
            for c in b.claims:
                c.reported_in = list(dict.fromkeys([*c.reported_in, *reported]))
        return b.build(kind=kind, temporal=temporal)
