"""Questions that compare two amounts of one kind: one open sub-question per amount, which the composer compares.

- 'Is the hotel cap in Paris higher than in Lyon?' (or 'How much higher is ...') -> 'What is the hotel cap in
  Paris?', 'What is the hotel cap in Lyon?' (the than-part replaces the subject's phrase with the same preposition,
  or its last name, or its owner: 'higher than Lyon's', 'than that of Lyon');
- 'Which is higher at acme, the training budget or the equipment budget?' -> 'What is the training budget at acme?',
  'What is the equipment budget at acme?';
- 'Which city has the higher hotel cap, Paris or Lyon?' / 'Where is the hotel cap higher, Paris or Lyon?' -> 'What
  is the hotel cap in Paris?', ...;
- 'Does boreal offer more weeks of parental leave than acme?' -> 'How many weeks of parental leave does boreal
  offer?', 'How many weeks of parental leave does acme offer?';
- 'What is the difference between the hotel caps in Paris and Lyon?' -> the cap in Paris, the cap in Lyon.

A than-part that is itself an amount ('higher than 50 EUR') is a bound on one amount, not a comparison of two: the
verifier checks it (:mod:`claimbound.claims.conditions`). A subject that is a name ('Is the Pterocarya larger than
the Cotula?') compares things, not amounts: the other comparison shapes plan it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from claimbound.claims.conditions import GREATER_WORDS, LESSER_WORDS, comparative, either_way, opens_with_amount
from claimbound.claims.english import PREPOSITIONS
from claimbound.planner import text as tx

if TYPE_CHECKING:
    from claimbound.planner.rules import PlanBuilder

_CMP = "|".join(sorted(GREATER_WORDS | LESSER_WORDS))
_PREP = r"(?:in|at|for|on|from|of|with|under|within)"

_HOW_MUCH = re.compile(rf"^how\s+(?:much|many)\s+(?P<cmp>{_CMP})\s+(?P<aux>is|are|was|were)\s+(?P<a>.+?)"
                       rf"(?:\s+(?P<pp>{_PREP}\s+.+?))?\s+than\s+(?P<b>.+)$", re.I)
_YES_NO = re.compile(rf"^(?P<aux>is|are|was|were)\s+(?P<a>.+?)\s+(?:(?:much|far|any)\s+)?(?P<cmp>{_CMP})"
                     rf"(?:\s+(?P<pp>{_PREP}\s+.+?))?\s+than\s+(?P<b>.+)$", re.I)
_DO_MORE = re.compile(r"^(?P<aux>does|do|did)\s+(?P<a>.+?)\s+(?P<verb>[a-z]+)\s+(?P<cmp>more|fewer|less)\s+"
                      r"(?P<noun>(?!than\b).+?)\s+than\s+(?P<b>.+)$", re.I)
_WHICH_IS = re.compile(rf"^(?:which|what)(?:\s+one)?\s+(?P<aux>is|are|was|were)\s+(?:the\s+)?(?P<cmp>{_CMP})"
                       rf"(?P<rest>\s+{_PREP}\s+.+)?$", re.I)
_WHICH_HAS = re.compile(rf"^(?:which|what)\s+(?P<noun>[a-z]+)\s+(?:has|have|had|offers?|offered|pays?|paid|gives?"
                        rf"|gave|sets?|gets?)\s+(?:the|a)\s+(?P<cmp>{_CMP})\s+(?P<attr>.+)$", re.I)
_WHICH_ONE_HAS = re.compile(rf"^(?:which|what)(?:\s+one)?\s+(?P<noun>)(?:has|have|had|offers?|offered|pays?|paid|gives?"
                            rf"|gave|sets?)\s+(?:the|a)\s+(?P<cmp>{_CMP})\s+(?P<attr>.+)$", re.I)
""""Which has the higher hotel cap, Japan or Germany?": the kind of the options left unsaid (a name is a place)."""
_WHERE_IS = re.compile(rf"^where\s+(?P<aux>is|are|was|were)\s+(?P<attr>.+?)\s+(?P<cmp>{_CMP})$", re.I)

_PLACE_NOUNS = frozenset({"city", "country", "office", "location", "place", "region", "site", "state", "town",
                          "destination", "airport", "campus", "area"})
_ORG_NOUNS = frozenset({"company", "tenant", "employer", "firm", "organisation", "organization", "subsidiary",
                        "team", "department", "branch", "division", "business", "entity", "unit"})


_MORE_N_THAN_AMOUNT = re.compile(r"\b(?P<cmp>more|fewer|less)\s+(?P<noun>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,3}?)"
                                 r"\s+than\s+(?P<amount>(?:[$€£]\s?)?[\d,.]*\d)$", re.I)


def bound_first(t: str) -> str:
    """'Does cobalt offer more weeks of parental leave than 12' -> '... more than 12 weeks of parental leave': a bound
    whose unit is the counted noun, in the order the bound checks read (:mod:`claimbound.claims.conditions`)."""
    m = _MORE_N_THAN_AMOUNT.search(tx.strip_q(t))
    if m is None or tx.bare(m.group("noun").split()[0]) in PREPOSITIONS:
        return t
    return f"{t[: m.start()]}{m.group('cmp')} than {m.group('amount')} {m.group('noun')}"


def plan_amount_comparison(t: str, b: PlanBuilder) -> bool:
    """Plan a comparison of two amounts; False (nothing added) when ``t`` is not one."""
    t = tx.strip_q(t).strip()
    sides = _yes_no_sides(t) or _do_more_sides(t) or _choice_sides(t) or _difference_sides(t) or _same_sides(t)
    if sides is None:
        return False
    for q in sides:  # each side's answer is an amount, whatever the noun ('the Texas per diem')
        b.add(q, closed=False, weight=0.5, slot=None if q.startswith("How many") else "amount")
    b.notes.append("two amounts compared: " + " / ".join(sides))
    return True


_SUPERLATIVES = frozenset(w for w in GREATER_WORDS | LESSER_WORDS if w.endswith("est")) | {"most", "least"}
_SUP = "|".join(sorted(_SUPERLATIVES))
_IN_WHICH_IS_MOST = re.compile(rf"^(?:in|at|for)\s+(?:which|what)\s+(?P<noun>[a-z]+)\s+(?:is|are)\s+"
                               rf"(?P<attr>.+?)\s+(?:the\s+)?(?P<cmp>{_SUP})$", re.I)
_WHAT_IS_MOST = re.compile(rf"^(?:what|which)\s+(?:is|was)\s+the\s+(?P<cmp>{_SUP})\s+(?P<attr>.+)$", re.I)
AMOUNT_NOUNS = frozenset({"cap", "allowance", "rate", "budget", "limit", "salary", "fee", "stipend", "price", "cost",
                          "diem", "reimbursement", "pay", "wage", "bonus", "rent", "fare", "subsidy", "ceiling",
                          "deductible", "premium", "threshold", "maximum", "minimum"})
"""Head nouns of an amount, which a policy states case by case ("The hotel cap in Paris is 220 EUR", a table of rates
per country): the attributes whose superlative over the cases found is planned as one lookup, and the keyword
queries asked as the question of their value ("meal allowance")."""


def plan_case_superlative(t: str, b: PlanBuilder) -> bool:
    """Plan "Which city has the highest hotel cap?", "Where is the hotel cap lowest?", "In which country is the meal
    allowance abroad highest?" or "What is the highest hotel cap?" as the lookup of the attribute ("What is the hotel
    cap?"), whose answer gives each case a document states; the composer names the case with the greatest (or least)
    amount among them. Only for an amount a policy sets per case (:data:`AMOUNT_NOUNS`), asked of a place or
    of nothing ("What is the highest ..."); False (nothing added) otherwise. "Which country has the higher mileage
    rate?" asks the same. Which of two named options ("..., Paris or Berlin?") is a comparison
    (:func:`plan_amount_comparison`)."""
    t = tx.strip_q(t).strip()
    m = _WHICH_HAS.match(t) or _WHERE_IS.match(t) or _IN_WHICH_IS_MOST.match(t) or _WHAT_IS_MOST.match(t)
    if m is None or "," in t or re.search(r"\b(?:or|than)\b", t, re.I):
        return False
    if m.group("cmp").casefold() not in _SUPERLATIVES and m.re is not _WHICH_HAS:
        return False  # "Which country has the higher mileage rate?" asks the same of the cases (of two, most often)
    noun = (m.groupdict().get("noun") or "").casefold()
    if noun and tx.singular(noun) not in _PLACE_NOUNS:
        return False
    attr = re.sub(r"^(?:the|a|an)\s+", "", m.group("attr").strip(), flags=re.I)
    head = re.split(rf"\s+{_PREP}\s+|\s+abroad\b", attr, maxsplit=1, flags=re.I)[0].split()
    if not head or tx.singular(tx.bare(head[-1])) not in AMOUNT_NOUNS or m.group("cmp").casefold() in ("most", "least"):
        return False
    b.add(f"What is the {attr}?", closed=False, slot="amount")
    b.notes.append(f"superlative over the cases found: the {m.group('cmp').casefold()} {attr}")
    return True


def _is_attribute(np: str) -> bool:
    """A noun phrase naming an attribute of something ('the hotel cap in Paris', "acme's meal allowance"), not a
    name ('the Pterocarya', 'Paris')."""
    ws = np.split()
    if len(ws) < 2:
        return False
    if ws[0].casefold() in {"the", "a", "an", "its", "their", "our", "your", "my"}:
        rest = ws[1:]  # 'the Texas per diem' is an attribute, 'the University of Chicago' a name
        return rest[0].casefold() not in PREPOSITIONS and not all(
            tx.is_caps(w) or w.casefold() in {"of", "and", "the", "&"} for w in rest)
    return ws[0].endswith(("'s", "’s")) and not tx.is_caps(ws[1])


_PREP_SPACED = r"\s(?:in|at|for|on)\s"


def _other_side(a: str, b: str) -> str | None:
    """The than-part ``b`` as the noun phrase it stands for, built from the subject ``a``: 'in Lyon' for 'the hotel
    cap in Paris' -> 'the hotel cap in Lyon'; 'Lyon' -> the subject's last name replaced; "boreal's" -> the owner
    replaced; a noun phrase of its own ('the equipment budget') is itself; "at home" (domestically, here) the subject
    without its place ("Is the meal allowance in Germany higher than at home?" compared Germany with itself)."""
    b = re.sub(r"^(?:that|those|the ones?)\s+(?=" + _PREP + r"\s)", "", b.strip(), flags=re.I)
    if opens_with_amount(b):
        return None  # 'higher than 50 EUR': a bound on one amount
    if re.fullmatch(r"(?:at\s+home|domestically|here|locally|in\s+the\s+home\s+country)", b, re.I):
        # 'the meal allowance in Germany' ... 'than at home': the amount a policy gives with no place
        cut = [k.start() for k in re.finditer(_PREP_SPACED, a, re.I)]
        return a[: cut[-1]] if cut else None
    m = re.match(_PREP + r"\s", b, re.I)
    if m:
        prep = m.group().strip().casefold()
        cut = [k.start() for k in re.finditer(rf"\s{prep}\s", a, re.I)]
        if cut:
            return f"{a[: cut[-1]]} {b}"
        noun = _common_noun(a)  # 'the Lyon hotel cap' ... 'than the one in Paris': 'the hotel cap in Paris'
        return f"{a.split()[0]} {noun} {b}" if noun and tx.is_caps(b.split()[-1]) else f"{a} {b}"
    one = re.match(r"^(?P<det>the|a|an)\s+(?P<mod>.+?)\s+ones?$", b, re.I)
    if one:  # 'the Lyon hotel cap' ... 'than the Paris one': 'the Paris hotel cap'
        noun = _common_noun(a)
        return f"{one.group('det')} {one.group('mod')} {noun}" if noun else None
    own = re.match(r"^(?P<owner>.+?)['’]s?$", b)
    if own and not b.casefold().startswith(("the ", "a ", "an ")):
        head = re.match(r"^(?P<owner>.+?)['’]s?\s+(?P<rest>.+)$", a)
        return f"{b} {head.group('rest')}" if head else None
    if _is_attribute(b):
        return b
    ws = a.split()
    last = next((i for i in range(len(ws) - 1, 0, -1) if ws[i - 1].casefold() in PREPOSITIONS | {"of"}), None)
    if last is not None and all(tx.is_caps(w) or w.casefold() in {"the", "of", "and"} for w in ws[last:]):
        return " ".join(ws[:last] + [b])  # 'the population of Paris' ... 'than Lyon'
    return None


def _common_noun(a: str) -> str | None:
    """The common noun of the attribute ``a`` without its names and its phrase after a preposition: 'hotel cap' of
    'the Lyon hotel cap' and of 'the hotel cap in Lyon'; None when ``a`` does not open with an article."""
    ws = a.split()
    if len(ws) < 2 or ws[0].casefold() not in {"the", "a", "an"}:
        return None
    end = next((i for i, w in enumerate(ws) if i and w.casefold() in PREPOSITIONS | {"of"}), len(ws))
    noun = [w for w in ws[1:end] if not tx.is_caps(w)]
    return " ".join(noun) or None


_DIFFERENCE = re.compile(r"^what\s+(?:is|was)\s+the\s+difference\s+between\s+(?P<a>.+?)\s+and\s+(?P<b>.+)$", re.I)


_NAMES_BEFORE_PLURAL = re.compile(r"(?P<the>\bbetween\s+the\s+)(?P<a>[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)\s+and\s+"
                                  r"(?P<b>[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)*)\s+(?P<noun>(?:[a-z]+\s+)?[a-z]+s)$")
"""Two names before the plural they modify: "between the New York and Austin hotel caps" reads "between the hotel
caps in New York and Austin"."""


def _difference_sides(t: str) -> list[str] | None:
    """'What is the difference between the hotel caps in Paris and Lyon?' -> the cap in Paris, the cap in Lyon."""
    m = _DIFFERENCE.match(_NAMES_BEFORE_PLURAL.sub(r"\g<the>\g<noun> in \g<a> and \g<b>", t))
    if m is None:
        return None
    # the plural the pair shares ('the hotel caps in Paris') names one of them on each side
    a = re.sub(r"^(.+?\b[a-z]{3,})s(?=\s+" + _PREP + r"\s)", r"\1", m.group("a"), count=1, flags=re.I)
    if not _is_attribute(a) or not re.search(rf"\s{_PREP}\s", a):
        return None  # 'the difference between a cat and a dog' compares things, not one attribute's amounts
    right = _other_side(a, m.group("b"))
    if right is None or right.casefold() == a.casefold():
        return None
    return [f"What is {a}?", f"What is {right}?"]


def _yes_no_sides(t: str) -> list[str] | None:
    m = _YES_NO.match(t) or _HOW_MUCH.match(t)  # 'How much higher is the hotel cap in Paris than in Lyon?' too
    if m is None or not _is_attribute(m.group("a")) or " than " in m.group("a"):
        return None
    a, pp = m.group("a"), m.group("pp")
    if pp:  # 'Is the hotel cap higher in Paris than in Lyon?'
        prep = pp.split()[0]
        other = m.group("b") if re.match(_PREP + r"\s", m.group("b"), re.I) else f"{prep} {m.group('b')}"
        left, right = f"{a} {pp}", f"{a} {other}"
    else:
        left, right = a, _other_side(a, m.group("b"))  # type: ignore[assignment]
    if right is None or right.casefold() == left.casefold():
        return None
    be = m.group("aux").casefold()
    return [f"What {be} {left}?", f"What {be} {right}?"]


def bounded_by_another(t: str) -> tuple[str, str] | None:
    """A yes/no comparison of two amounts ("Is the hotel cap in Berlin higher than in Lyon?") as the question of the
    other amount ("What is the hotel cap in Lyon?") and the claim that bounds the first by it, with ``{}`` where that
    amount goes ("The hotel cap in Berlin is higher than {}"): once the other amount is bound, the verifier checks
    the first against it as against any amount bound ("higher than 150 EUR"). ``None`` for anything else."""
    t = tx.strip_q(t).strip()
    m = _YES_NO.match(t)
    sides = _yes_no_sides(t)
    if m is None or sides is None:
        return None
    left = m.group("a") + (f" {m.group('pp')}" if m.group("pp") else "")
    claim = f"{left[:1].upper()}{left[1:]} {m.group('aux').casefold()} {m.group('cmp').casefold()} than {{}}"
    return sides[1], claim


def _do_more_sides(t: str) -> list[str] | None:
    m = _DO_MORE.match(t)
    if m is None or opens_with_amount(m.group("b")):
        return None
    aux, verb, noun = m.group("aux").casefold(), m.group("verb"), m.group("noun")
    if tx.bare(noun.split()[0]) in PREPOSITIONS:
        return None
    other = re.sub(r"\s+(?:does|do|did)$", "", m.group("b").strip(), flags=re.I)
    return [f"How many {noun} {aux} {m.group('a')} {verb}?", f"How many {noun} {aux} {other} {verb}?"]


_OPTION = r"(?:[$€£]\s?)?\d[\d,.]*(?:\s?%|\s+[A-Za-z]+)?"
_IS_OPTIONS = re.compile(rf"^(?:is|was)\s+(?P<np>(?:the|a|an|our|my|their|its)\s+.+?)\s+(?:still\s+)?(?P<a>{_OPTION}),?"
                         rf"\s+or\s+(?P<b>{_OPTION})$", re.I)
_WHICH_OPTION = re.compile(rf"^(?:which|what)\s+(?P<np>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){{0,4}}?)\s+(?:is|was)\s+"
                           rf"(?:right|correct|current|valid|true|in force|the right one|the correct one)[,:]?\s+"
                           rf"(?:the\s+)?(?P<a>{_OPTION}),?\s+or\s+(?:the\s+)?(?P<b>{_OPTION})$", re.I)

_IT_OPTIONS = re.compile(rf"^(?:is|was)\s+it\s+(?P<a>{_OPTION}),?\s+or\s+(?P<b>{_OPTION})"
                         rf"\s+(?P<case>(?:for|in|at|on)\s+.+)$", re.I)
"""Two amounts of a thing named only after them: "Is it 30 or 60 days for receipts?"."""


def _counted_unit(option: str) -> str | None:
    """The unit an amount option counts, as written ("days" of "3 days"), when it is a unit of time or distance
    (:data:`~claimbound.planner.text.COUNTED_UNITS`); ``None`` for a sum of money, a share or a bare number."""
    unit = tx.bare(option.split()[-1])
    return unit if tx.singular(unit) in tx.COUNTED_UNITS else None


def amount_options_asked(t: str) -> str | None:
    """The question of a value asked as a choice between two amounts, or ``None``: "Is the equipment budget 1,000 USD
    or 1,200 USD?" and "Which equipment budget is right, 1,000 or 1,200 USD?" -> "What is the equipment budget?". The
    value its evidence states answers either option, or neither, and sources that state both are a conflict the
    answer shows; checking each option as a claim would prove both and answer "yes". Both options must open with a
    number ("2 days or 3 days", "$80 or $90"); a choice of things ("Is the cap higher in Paris or Lyon?") is not this.
    "Is it 30 or 60 days for receipts?", the thing named after its options, is asked as "How many days for
    receipts?"."""
    s = tx.strip_q(t).strip()
    m = _IS_OPTIONS.match(s)
    if m is not None:
        np, be = m.group("np"), m.group(0).split()[0].lower()
        if tx.bare(np.split()[-1]) in PREPOSITIONS:
            return None
        unit = _counted_unit(m.group("b"))
        if unit is not None:  # 'Is the remote work limit 2 or 3 days?': a count of days (was "What is the remote
            # work limit?", bound "between 10:00 and 16:00")
            return f"How many {unit} {be} {np}?"
        return f"What {be} {np}?"
    m = _WHICH_OPTION.match(s)
    if m is not None:
        return f"What is the {m.group('np')}?"
    m = _IT_OPTIONS.match(s)
    if m is not None:  # 'Is it 30 or 60 days for receipts?': how many days for them (was "30 is it")
        unit = _counted_unit(m.group("b"))
        return f"How many {unit} {m.group('case')}?" if unit is not None else f"How much {m.group('case')}?"
    return None


_WITHIN = re.compile(
    rf"^(?i:is|are)\s+(?:an?\s+(?:(?P<noun0>[a-z][a-z\-]*)\s+(?:at|of|for|costing)\s+)?)?"  # "a hotel at"
    rf"(?P<amount>{_OPTION})(?P<rate>\s+(?:per|a|an|each)\s+[a-z]+)?"
    rf"(?:\s+(?P<noun>[a-z][a-z\-]*)(?:\s+(?:night|room|stay))?)?"  # "a 250 EUR hotel night": a hotel
    rf"(?P<pp>\s+(?:in|at|for)\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)?"
    rf"\s+(?P<rel>within|under|below|over|above|beyond)\s+(?:the|our|my|its|their)\s+"
    rf"(?P<cap>(?:[A-Z][\w\-]*\s+)*[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){{0,2}})"
    rf"(?P<capp>\s+(?:in|at|for)\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)?$")
_CAP_HEADS = frozenset({"cap", "limit", "maximum", "budget", "allowance", "ceiling", "stipend"})


def within_asked(t: str) -> str | None:
    """A question whether an amount is within (under, below) a cap, as the question of the cap's bound, or ``None``:
    "Is 170 EUR per night within the Berlin hotel cap?" -> "Is the hotel cap in Berlin at least 170 EUR per night?",
    "Is a 200 EUR hotel in Paris within the cap?" -> "Is the hotel cap in Paris at least 200 EUR?" ("under" / "below":
    higher than; "over" / "above" / "beyond": lower than: "Is a 250 EUR hotel night in Paris over the limit?" -> "Is
    the hotel cap in Paris lower than 250 EUR?"). The bound checks then read the cap's amount (was: "A 200 EUR hotel
    is in Paris within the cap", refuted). The cap's noun must be a cap's ("cap", "limit", "budget", ...); a place
    typed before it is its case."""
    m = _WITHIN.match(covered_as_within(tx.strip_q(t).strip()))
    if m is None:
        return None
    cap = m.group("cap").split()
    if cap[-1].lower() not in _CAP_HEADS:
        return None
    places = [w for w in cap if w[:1].isupper()]
    head = " ".join(w for w in cap if not w[:1].isupper())
    noun = m.group("noun") or m.group("noun0")  # "a hotel at 1,700 NOK a night in Oslo": a hotel too
    if len(head.split()) == 1 and noun:  # "a 200 EUR hotel ... within the cap": the hotel cap; its limit is the
        # same cap ("the hotel limit" would read "limit" as the verb)
        head = f"{noun} {'cap' if head.lower() == 'limit' else head}"
    where = (m.group("pp") or m.group("capp") or "").strip() or (f"in {' '.join(places)}" if places else "")
    bound = {"within": "at least", "under": "higher than", "below": "higher than"}.get(m.group("rel"), "lower than")
    rate = m.group("rate") or ""
    return f"Is the {head}{' ' + where if where else ''} {bound} {m.group('amount')}{rate}?"


_CAP_NP = r"(?:the|our|my|your|its|their)\s+(?P<cap>(?:[A-Z][\w\-]*\s+)*[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})"
_COVERED = re.compile(
    rf"^(?i:is|are|would|will)\s+(?P<what>.+?)\s+(?:(?i:be)\s+)?(?:fully\s+)?(?:covered|paid|funded)\s+"
    rf"(?:by|from|out\s+of)\s+{_CAP_NP}$"
    rf"|^(?i:does|do|can|will|would)\s+{_CAP_NP.replace('cap>', 'cap2>')}\s+cover\s+(?P<what2>.+)$")
_PLACE_PP = re.compile(r"\s+(?:in|at|for)\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*")
_RATED = rf"{_OPTION}(?:\s+(?:per|a|an|each)\s+(?:day|night|week|month|year|person))?"  # "200 EUR a night"
_AMOUNT_RATE = re.compile(rf"(?<![\w.,]){_RATED}")


_PLACE = r"(?:\s+(?:in|at)\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)?"
_CAPPED = r"(?:hotel|room|hotel\s+room)"
_ALLOWED = (r"(?i:ok|okay|fine|allowed|acceptable|permitted|reimbursable|reimbursed|covered|compliant"
            r"|(?:within|in|in\s+line\s+with)\s+(?:the\s+|our\s+)?(?:travel\s+|hotel\s+)?policy)")
_PRICED_ALLOWED = re.compile(  # "Is a 300 USD hotel in New York ok?", "Is 400 USD per night OK for a hotel in Oslo?"
    rf"^(?i:is|are|would|will)\s+(?:(?P<what>an?\s+{_RATED}\s+{_CAPPED}{_PLACE})\s+(?:(?i:be)\s+)?{_ALLOWED}"
    rf"|(?P<amount>{_RATED})\s+(?:(?i:be)\s+)?{_ALLOWED}\s+for\s+an?\s+(?P<noun>{_CAPPED})(?P<pp>{_PLACE}))$"
    rf"|^(?i:can|may|could)\s+(?:I|we)\s+(?:book|stay\s+(?:in|at)|take)\s+(?P<room>an?\s+{_RATED}\s+{_CAPPED}"
    rf"{_PLACE})$"
    rf"|^(?i:is|are|would|will)\s+(?P<nightly>{_OPTION}\s+(?:per|a|an|each)\s+night)(?P<pp0>{_PLACE})\s+"
    rf"(?:(?i:be)\s+)?{_ALLOWED}(?P<pp2>{_PLACE})$")
"""A price one asks to pay for a hotel (a thing a cap bounds), and whether it is allowed; an amount a night is a
hotel's ("Is 200 EUR a night OK in Paris?")."""


def covered_as_within(s: str) -> str:
    """A question whether a cap covers one amount, asked as whether the amount is within it, or ``s`` unchanged: "Is
    a training course of 1,800 EUR covered by the training budget?" and "Does the training budget cover a 1,800 EUR
    course?" -> "Is 1,800 EUR within the training budget" (:func:`within_asked` reads its bound; was a claim that
    a training budget of 2,000 EUR refuted as another amount). The thing costing the amount must name one amount.
    A hotel at a price that is allowed ("Is a 300 USD hotel in New York OK?", "Can I book a 300 USD hotel in New
    York?") is within the cap (was refuted: the cap's 350 USD is another amount than 300 USD)."""
    priced = _PRICED_ALLOWED.match(s)
    if priced is not None:  # a thing at a price that is allowed: within its cap ("Is a 300 USD hotel in Oslo ok?")
        what = priced.group("what") or priced.group("room")
        if priced.group("nightly") is not None:
            what = f"a hotel at {priced.group('nightly')}{priced.group('pp0') or priced.group('pp2')}"
        elif what is None:
            what = f"a {priced.group('noun')} at {priced.group('amount')}{priced.group('pp')}"
        return f"Is {what} within the cap"
    m = _COVERED.match(s)
    if m is None:
        return s
    what = m.group("what") or m.group("what2")
    amounts = _AMOUNT_RATE.findall(what)
    if len(amounts) != 1:
        return s
    cap = m.group("cap") or m.group("cap2")
    if _WITHIN.match(f"Is {what} within the {cap}"):  # "a 160 EUR hotel in Lyon": a cap of hotels ("the cap")
        return f"Is {what} within the {cap}"
    place = _PLACE_PP.search(what)  # "a course of 200 EUR in Paris": the cap's case
    return f"Is {amounts[0]}{place.group(0) if place else ''} within the {cap}"


_MOST_SPENT = re.compile(
    r"^(?i:what(?:'s|\s+is)|how\s+much\s+is)\s+the\s+(?i:maximum|max|most|highest(?:\s+amount)?|largest\s+amount)"
    r"(?:\s+(?:amount|sum))?\s+(?:that\s+)?(?P<who>I|you|we|they|employees|staff|[a-z]+\s+employees)\s+"
    r"(?P<modal>can|may|could|am\s+allowed\s+to|are\s+allowed\s+to)\s+(?P<verb>spend|claim|expense|get\s+reimbursed)"
    r"(?P<rest>\s+.+)?$")


def most_spent_asked(t: str) -> str | None:
    """A question of the most one may spend, as how much one can spend at most, or ``None``: "What is the maximum I
    can spend on a hotel in Berlin?" -> "How much can I spend at most on a hotel in Berlin?", whose claim ("I can
    spend {sq1} at most on a hotel in Berlin") a cap or an allowance proves (was "{sq1} is the maximum I can spend
    ...", which the model does not read off "The hotel cap in Berlin is 180 EUR")."""
    m = _MOST_SPENT.match(tx.strip_q(t).strip())
    if m is None:
        return None
    modal = "can" if m.group("modal").startswith(("am", "are")) else m.group("modal")
    return f"How much {modal} {m.group('who')} {m.group('verb')} at most{m.group('rest') or ''}?"


_WHICH_APPLIES = re.compile(r"^(?i:which|what)\s+(?P<x>(?:[a-z][a-z\-]*\s+){0,3}?(?P<head>[a-z]+))\s+(?i:applies|apply|"
                            r"holds|hold|counts|count)\s+(?P<prep>to|for|in|at|on|per|during|when|if)\s+(?P<rest>.+)$")


def applies_asked(t: str) -> str | None:
    """A question of which amount applies, as one of the amount itself, or ``None``: "Which card limit applies per
    month?" -> "What is the card limit per month?" (was "{sq1} applies per month", which a span's "12 months" bound:
    the amount's name left the claim); "Which hotel cap applies to Paris?" -> "What is the hotel cap for Paris?".
    Only for an amount's name (:data:`AMOUNT_NOUNS`)."""
    m = _WHICH_APPLIES.match(tx.strip_q(t).strip())
    if m is None or tx.singular(m.group("head").casefold()) not in AMOUNT_NOUNS:
        return None
    prep = "for" if m.group("prep") == "to" else m.group("prep")
    return f"What is the {m.group('x')} {prep} {m.group('rest')}?"


def either_way_asked(t: str) -> str | None:
    """A comparison asked both ways, as the first way, or ``None``: "Is the Paris hotel cap higher or lower than
    Berlin's?" -> "Is the Paris hotel cap higher than Berlin's?" (was "What is the Paris hotel cap higher or?"). The
    two amounts are the same either way; the answer names the way that holds (``answer.compose``)."""
    q = tx.strip_q(t).strip()
    both = either_way(q)
    if both is None:
        return None
    return f"{q[: both[2]]}{both[0]}{q[both[3]:]}?"


_NAMED_DIFFERENCE = re.compile(r"^(?i:what(?:\s+is|['’]s)\s+the)\s+(?P<x>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})"
                               r"\s+difference\s+between\s+(?P<a>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)\s+and\s+"
                               r"(?P<b>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)$")


def difference_asked(t: str) -> str | None:
    """The difference of an amount between two named cases with the amount before "difference", asked as the
    difference between the amounts in them, or ``None``: "What's the mileage rate difference between France and
    Germany?" -> "What is the difference between the mileage rates in France and Germany?" (was one claim "{sq1} is
    the mileage rate difference ..."). Only for an amount's name (:data:`AMOUNT_NOUNS`)."""
    m = _NAMED_DIFFERENCE.match(tx.strip_q(t).strip())
    if m is None or tx.singular(m.group("x").split()[-1].casefold()) not in AMOUNT_NOUNS:
        return None
    x = m.group("x")
    plural = x if x.endswith("s") else f"{x}s"
    return f"What is the difference between the {plural} in {m.group('a')} and {m.group('b')}?"


_THAN_THEIRS = re.compile(r"\bthan\s+(?:that\s+of\s+|the\s+one\s+(?:of|in|for)\s+)?(?P<name>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)"
                         r"(?:['’]s?)?$")


def than_theirs_asked(t: str) -> str | None:
    """A comparison whose other side names only its case, as one that names the thing again, or ``None``: "Is the
    Paris hotel cap higher than Berlin's?" -> "Is the Paris hotel cap higher than the Berlin one?", planned as the
    two caps (was one claim, "The Paris hotel is cap higher than Berlin's"). Only after a comparative and a name."""
    q = tx.strip_q(t).strip()
    m = _THAN_THEIRS.search(q)
    if m is None or not re.search(r"['’]s?$", m.group()) or comparative(q) is None:
        return None
    return f"{q[: m.start()]}than the {m.group('name')} one?"


_CASE_NAME = r"(?:[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*|(?:19|20)\d\d)"  # "New York", "2023"
_SAME_NP = r"(?:(?:the|our|my|their|its)\s+)?[a-z][\w\s\-]*?"  # "the mileage rates", "mileage rates"
_SAME_IN = re.compile(rf"^(?P<aux>is|are|was|were)\s+(?P<a>{_SAME_NP})\s+the\s+same\s+"
                      rf"(?P<prep>{_PREP})\s+(?P<x>{_CASE_NAME})\s+and\s+(?:(?P=prep)\s+)?(?P<y>{_CASE_NAME})$", re.I)
_SAME_AS = re.compile(r"^(?P<aux>is|are|was|were)\s+(?P<a>.+?)\s+the\s+same\s+as\s+(?P<b>.+)$", re.I)
_ARE_SAME = re.compile(rf"^(?:are|were)\s+(?P<a>{_SAME_NP})\s+(?P<prep>{_PREP})\s+"
                       rf"(?P<x>{_CASE_NAME})\s+and\s+(?:(?P=prep)\s+)?(?P<y>{_CASE_NAME})\s+the\s+same$", re.I)


def _same_sides(t: str) -> list[str] | None:
    """Whether one amount is the same in two cases, as the two amounts (:func:`~claimbound.answer.compose` says
    "Yes" when they are equal): "Is the mileage rate the same in France and Germany?", "Is the hotel cap in Paris the
    same as in Lyon?", "Are (the) mileage rates in France and Germany the same?" -> "What is the mileage rate in
    France?" / "... in Germany?" (was "France is", "Germany is"). The amount must be one a policy sets per case
    (:data:`AMOUNT_NOUNS`)."""
    m = _SAME_IN.match(t) or _ARE_SAME.match(t)
    if m is not None:
        attr, prep = m.group("a"), m.group("prep")
        if not re.match(r"(?:the|our|my|their|its)\s", attr, re.I):
            attr = f"the {attr}"  # 'Are mileage rates the same in France and Germany?': the rates of each
        head = attr.split()
        head[-1] = tx.singular(head[-1])
        sides = [f"{' '.join(head)} {prep} {m.group(k)}" for k in ("x", "y")]
    else:
        m = _SAME_AS.match(t)
        if m is None or not _is_attribute(m.group("a")):
            return None
        other = _other_side(m.group("a"), m.group("b"))
        if other is None:
            return None
        sides = [m.group("a"), other]
        head = re.split(rf"\s+{_PREP}\s+", m.group("a"), maxsplit=1, flags=re.I)[0].split()
    if tx.singular(tx.bare(head[-1])) not in AMOUNT_NOUNS or sides[0].casefold() == sides[1].casefold():
        return None
    return [f"What is {side}?" for side in sides]


def _choice_sides(t: str) -> list[str] | None:
    m = re.match(r"^(?P<pred>.+?)[,:]\s*(?P<a>[^,]+?),?\s+or\s+(?P<b>[^,]+?)$", t)
    if m is None:
        return None
    pred, a, b = m.group("pred").strip(), m.group("a").strip(), m.group("b").strip()
    which = _WHICH_IS.match(pred)
    if which:  # 'Which is higher at acme, the training budget or the equipment budget?'
        rest = which.group("rest") or ""
        if not _is_attribute(a):
            return None
        right = _other_side(a, b)
        if right is None:
            return None
        be = which.group("aux").casefold()
        return [f"What {be} {a}{rest}?", f"What {be} {right}{rest}?"]
    has, where = _WHICH_HAS.match(pred) or _WHICH_ONE_HAS.match(pred), _WHERE_IS.match(pred)
    if has is None and where is None:
        return None
    if has is not None:
        noun = tx.bare(has.group("noun") or ("city" if all(tx.is_caps(o) for o in (a, b)) else ""))
        prep = "in" if noun in _PLACE_NOUNS else "at" if noun in _ORG_NOUNS else "for"
        attr = has.group("attr")
    else:
        prep, attr = "in", where.group("attr")  # type: ignore[union-attr]
    attr = attr if attr.casefold().startswith(("the ", "a ", "an ")) else f"the {attr}"
    opts = [re.sub(rf"^{prep}\s+", "", o, flags=re.I) for o in (a, b)]
    return [f"What is {attr} {prep} {o}?" for o in opts]
