"""Reading a question with the statements before it, and a follow-up with the question before it.

People give context in a sentence of its own and then point back to it: "Lyon is the third-largest city in France.
What is the hotel cap there?", "The Dandy Warhols is a band. When was it formed?", "X is the third episode of Y. Who
first appears in this episode?". Planned as one text, the statement sits inside the claim, which then has to prove
it too, in the question's word order. :func:`resolve_references` rewrites the question with what it points to
("What is the hotel cap in Lyon?", "When was The Dandy Warhols formed?") so it is planned alone:

- **"this / that / the same N"** is the context sentence's named subject when the context calls it an N ("Lyon is
  the third-largest city ..."), or, for a place noun, the last name the context puts after "in" / "at";
- **"there"** (not "there is / are ...") is "in" the subject the context calls a place, else that last name;
- **"it", "its", "they", "their"** are the named subject when the context has exactly one and calls it no person;
  **"he", "she", "his", "her"** when it calls it a person ("Marie Curie was a physicist. Where was she born?"). A
  pronoun that does not fit may point inside the question ("What character makes his first appearance in this
  episode?") and stays.

A question asking for what the context introduced with "a" / "an" ("X is trained by a script. What is that script
called?") becomes the context sentence asked in situ ("X is trained by what script?").

A reference it cannot resolve leaves the question as it was (planned with its context, as before); a question that
points to nothing is left alone too, since a statement may still qualify it, except where the statements are the
asker's own and say where they go or are, or their age bound (:func:`asker_condition`: "I work in Lyon. What is the
hotel cap?" asks "What is the hotel cap in Lyon?"). :func:`expand_follow_up` reads an elliptical follow-up ("And in
Paris?", "What about Paris?") as the question before it with that phrase or name swapped in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from claimbound.planner import text as tx

_PLACE_NOUNS = frozenset({"city", "town", "village", "country", "nation", "state", "province", "region", "county",
                          "capital", "place", "island", "district"})
_NAME = r"(?:The\s+)?[A-Z][\w'\-]*(?:\s+(?:of\s+|the\s+|de\s+|and\s+)?[A-Z][\w'\-]*)*"
_SUBJECT_RE = re.compile(rf"^(?P<name>{_NAME})\s+(?P<be>is|was|are|were)\s+(?:(?:a|an|the|one of the)\s+)?"
                         r"(?P<pred>[^,.;]*)")
_HAS_RE = re.compile(rf"^(?P<name>{_NAME})\s+(?:has|had|have|owns|runs|opened|is based|was founded)\b")
_PLACE_AFTER_RE = re.compile(rf"\b(?i:in|at|(?:go|goes|going|went|gone|travel|travels|travell?ing|travell?ed|fly|flies|"
                             rf"flying|flew|head|heading|move|moving|moved|trip|journey|driving|drive)\s+to|visit|"
                             rf"visiting|visited)\s+(?P<name>{_NAME})")
"""A place named after "in" / "at", or as where one goes ("I'm going to Oslo next week", "visiting Paris")."""
_DEMONSTRATIVE_RE = re.compile(r"\b(?:this|that|the same)\s+(?P<noun>[a-z]+)\b", re.I)
_THERE_RE = re.compile(r"\bthere\b(?!\s+(?:is|are|was|were|be|been|being)\b)", re.I)
_PRONOUN_RE = re.compile(r"\b(?P<p>it|its|they|their|he|she|his|her)\b", re.I)
_PERSONAL = frozenset({"he", "she", "his", "her"})
_STOP_PREDICATE = frozenset({"of", "in", "at", "on", "for", "from", "with", "by", "that", "which", "who", "where"})


_NOT_NAMES = frozenset({"it", "this", "that", "these", "those", "they", "he", "she", "there", "the", "a", "an", "we",
                        "i", "you", "our", "my", "its", "their", "his", "her"})


@dataclass(frozen=True)
class _Antecedent:
    name: str
    kind: str  # the noun the context calls it ("city", "episode", "band"); "" when it gives none


def _antecedents(context: list[str]) -> tuple[list[_Antecedent], list[str]]:
    """The named subjects of the context's sentences (with what each is called) and the names it puts after "in" /
    "at", in order."""
    subjects: list[_Antecedent] = []
    places: list[str] = []
    for sentence in context:
        s = sentence.strip()
        m = _SUBJECT_RE.match(s)
        if m is not None and (m.group("name").lower() in _NOT_NAMES or (
                m.group("be") in ("are", "were") and re.search(r"\s(?:and|&)\s", m.group("name")))):
            m = None  # a pronoun, or several things ("Lyon and Paris are cities"), not one name
        if m is not None:
            pred = [w for w in re.findall(r"[A-Za-z\-]+", m.group("pred"))]
            head = next((i for i, w in enumerate(pred) if w.lower() in _STOP_PREDICATE), len(pred))
            kind = tx.singular(pred[head - 1].lower()) if head > 0 else ""
            subjects.append(_Antecedent(m.group("name"), kind))
        else:
            h = _HAS_RE.match(s)
            if h is not None and h.group("name").lower() not in _NOT_NAMES:
                subjects.append(_Antecedent(h.group("name"), ""))
        for p in _PLACE_AFTER_RE.finditer(s):
            places.append(p.group("name"))
    return subjects, places


def _place(subjects: list[_Antecedent], places: list[str]) -> str | None:
    """The place a 'there' or 'that city' points to: a subject called a place, else the last place named."""
    named = [a.name for a in subjects if a.kind in _PLACE_NOUNS]
    return named[-1] if named else (places[-1] if places else None)


def _as_one_name(name: str) -> str:
    """A name with "and" inside ("Love and War") goes in quotes, so that no list reader splits it in two."""
    return f'"{name}"' if re.search(r"\s(?:and|&)\s", name) else name


_ASK_INTRODUCED_RE = re.compile(r"^(?:what|which)\s+(?:is|was|are|were)\s+(?:the\s+name\s+of\s+)?(?:this|that|the)\s+"
                                r"(?P<noun>[a-z]+)(?:\s+(?:called|named))?\s*\??$", re.I)


def _ask_introduced(context: list[str], question: str, subjects: list[_Antecedent]) -> str | None:
    """'X is trained by a script. What is that script called?' -> 'X is trained by what script?': the question
    asks for the thing the last context sentence introduced with "a" / "an", so it is that sentence asked in situ
    (its modifiers kept: "a small script" -> "what small script"). ``None`` when the question is not of that form
    or the last sentence introduces no such noun, or the context names a subject it calls that noun ("The Dandy
    Warhols is a band. What is that band called?" asks about The Dandy Warhols)."""
    m = _ASK_INTRODUCED_RE.match(question.strip())
    if m is None or not context:
        return None
    noun = tx.singular(m.group("noun").lower())
    if any(a.kind == noun for a in subjects):
        return None
    last = context[-1].strip().rstrip(".!")
    found = list(re.finditer(rf"\b(?:a|an)\s+(?P<np>(?:[\w\-]+\s+){{0,2}}?{re.escape(noun)})\b", last, re.I))
    if len(found) != 1:
        return None
    f = found[0]
    wh = "which" if m.group(0).lower().startswith("which") else "what"
    out = f"{last[: f.start()]}{wh} {f.group('np')}{last[f.end():]}?"
    return out[0].upper() + out[1:]


def resolve_references(context: list[str], question: str) -> str | None:
    """``question`` with its references to ``context`` replaced by what they name; ``None`` when it has none or
    one that cannot be resolved (module docstring)."""
    subjects, places = _antecedents(context)
    introduced = _ask_introduced(context, question, subjects)
    if introduced is not None:
        return introduced
    out = question
    found = False
    for m in list(_DEMONSTRATIVE_RE.finditer(question))[::-1]:
        noun = tx.singular(m.group("noun").lower())
        named = [a.name for a in subjects if a.kind == noun]
        # 'that city' after "... an office in Lyon": the last place named after 'in' / 'at'
        target = named[-1] if named else (places[-1] if noun in _PLACE_NOUNS and places else None)
        if target is None:
            return None
        out = out[: m.start()] + _as_one_name(target) + out[m.end():]
        found = True
    there = list(_THERE_RE.finditer(out))
    if there:
        place = _place(subjects, places)
        if place is None:
            return None
        for m in there[::-1]:
            out = out[: m.start()] + f"in {_as_one_name(place)}" + out[m.end():]
        found = True
    # a pronoun names the context's one subject only when it fits it ('he' a person, 'it' a thing); one that does
    # not may point inside the question itself ("What character makes his first appearance ...") and stays
    names = list(dict.fromkeys(a.name for a in subjects))
    kinds = {a.kind for a in subjects}
    person = bool(kinds & tx.PERSON_NOUNS)
    for m in list(_PRONOUN_RE.finditer(out))[::-1]:
        p = m.group("p").lower()
        if len(names) != 1 or (p in _PERSONAL) != person:
            continue
        name = _as_one_name(names[0])
        out = out[: m.start()] + (f"{name}'s" if p in ("its", "their", "his", "her") else name) + out[m.end():]
        found = True
    return re.sub(r"\s+", " ", out).strip() if found else None


_ASKER = r"I|I'm|I’m|I am|We|We're|We’re|We are"  # the one asking, opening a statement
_TRAVELLING = r"Going|Travelling|Traveling|Heading|Flying|Driving"  # a statement of where the asker goes
_ASKER_RE = re.compile(rf"^(?:{_ASKER}|I'll|I will)\b|^(?:{_TRAVELLING})\s+to\b")
"""A statement about the one asking ("I'm travelling to Lyon.", "We are in Oslo next week.", "Going to Lyon.")."""
_STATED_THEN_ASKED = re.compile(
    rf"^(?P<said>(?:{_ASKER}|{_TRAVELLING})\b[^?.;]*?)"
    r"(?:,|\s+-+|:|;)\s+(?P<asked>(?i:what|who|where|when|how|which|why|can|could|do|does|did|is|are|should|must|will"
    r"|would)\b[^?]*\?)$")


def stated_then_asked(sentence: str) -> list[str]:
    """A statement about the asker joined to a question by a comma, a dash or a colon ("I'm going to Lyon, what's
    the hotel cap?", "Going to Lyon - what's the hotel cap?") as two sentences, which :func:`asker_condition` reads as
    the question's context (was planned as one text, the statement inside the claim); else ``[sentence]``."""
    m = _STATED_THEN_ASKED.match(sentence.strip())
    if m is None:
        return [sentence]
    asked = tx.expand_contractions(tx.capitalise(m.group("asked")))
    return [f"{m.group('said').rstrip()}.", asked]
_ASKER_AGE_RE = re.compile(r"^(?:I'm|I’m|I am)\s+(?P<bound>over|under|older than|younger than)\s+(?P<n>\d{1,3})\s*[.!]?$",
                           re.I)


def asker_condition(context: list[str], question: str) -> str | None:
    """A question that names no place, after statements about the one asking that name where they go or are ("I'm
    travelling to Lyon. How much can I spend on a hotel?"), asks about that place: the question with "in" the place
    at its end ("How much can I spend on a hotel in Lyon?"); a statement of the asker's age bound ("I'm over 60.")
    is its condition ("How much annual leave do I get if I'm over 60?"). ``None`` when a statement is about someone
    else, the statements name several places or none and no age, or the question names a place (any capitalised word
    but its first and "I") of its own: the statements then stay the question's context."""
    if not context or not all(_ASKER_RE.match(c.strip()) for c in context):
        return None
    body = question.strip()
    if [w for w in re.findall(r"\b[A-Z][\w'’\-]*", body)[1:] if not re.match(r"^I(?:['’]\w+)?$", w)]:
        return None
    places = list(dict.fromkeys(p.group("name") for c in context for p in _PLACE_AFTER_RE.finditer(c)))
    ages = [m for m in (_ASKER_AGE_RE.match(c.strip()) for c in context) if m is not None]
    if len(places) > 1 or (not places and len(ages) != 1) or len(ages) > 1:
        return None
    mark = "?" if body.endswith("?") else ""
    out = body.rstrip("?").rstrip()
    if places:
        out += f" in {_as_one_name(places[0])}"
    if ages:
        out += f" if I'm {ages[0].group('bound').lower()} {ages[0].group('n')}"
    return out + mark


_FOLLOW_PREP_RE = re.compile(r"^(?:and|what about|how about|and what about)?\s*(?P<prep>in|at|for|on|from)\s+"
                             r"(?P<what>[^?]+?)\s*\??$", re.I)
_FOLLOW_NAME_RE = re.compile(r"^(?:and|what about|how about|and what about)\s+(?P<what>[^?]+?)\s*\??$", re.I)


def expand_follow_up(previous: str, follow_up: str) -> str | None:
    """'And in Paris?' after 'What is the hotel cap in Lyon?' -> 'What is the hotel cap in Paris?' (the last phrase
    of the same preposition); 'What about Paris?' swaps the last capitalised name; 'And the TEST command?' the noun
    phrase with the same head noun. ``None`` when ``follow_up`` is no such fragment or ``previous`` has nothing to
    swap."""
    prev = previous.strip()
    by_prep = _FOLLOW_PREP_RE.match(follow_up.strip())
    m = by_prep or _FOLLOW_NAME_RE.match(follow_up.strip())
    if m is None:
        return None
    if any(tx.bare(w) in tx.WH or tx.bare(w) in tx.AUX for w in tx.words(m.group("what"))):
        return None  # "In which year was it set?" is a question of its own
    if by_prep is not None:
        prep = by_prep.group("prep").lower()
        spots = list(re.finditer(rf"\b{prep}\s+(?P<obj>(?:the\s+)?[\w'\-]+(?:\s+[A-Z][\w'\-]*)*)", prev, re.I))
        if not spots:
            return None
        last = spots[-1]
        return prev[: last.start("obj")] + by_prep.group("what").strip() + prev[last.end("obj"):]
    what = m.group("what").strip()
    head = what.split()[-1]
    if head.islower():
        # "And the TEST command?" after "What is the SETUP command?": the noun phrase with the same head noun
        same = list(re.finditer(rf"\b{re.escape(head)}\b", prev))
        if not same or len(what.split()) > 6:
            return None
        end = same[-1].end()
        words = list(re.finditer(r"[\w'\-]+", prev[: same[-1].start()]))
        start = same[-1].start()
        for w in words[::-1][:3]:  # its modifiers, back to a determiner, a verb or a preposition
            low = w.group(0).lower()
            if low in tx.AUX or low in tx.WH or low in tx.PREPS:
                break
            start = w.start()
            if low in ("the", "a", "an"):
                break
        return prev[:start] + what + prev[end:]
    names = list(re.finditer(_NAME, prev))
    names = [n for n in names if n.start() > 0]  # not the question's opening word
    if not names or len(what.split()) > 4:
        return None
    last = names[-1]
    return prev[: last.start()] + what + prev[last.end():]
