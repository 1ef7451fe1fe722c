"""One entity, several predicates: "Who founded FTX, was compared to Warren Buffett, and faces a criminal trial?".

The question asks for the one entity of which every coordinated predicate holds. The plan binds the entity from one
predicate (the most specific: the most key words) and checks each other predicate as a closed claim about the bound
value ("Is it true that {sq1} was compared to Warren Buffett?"), so every predicate may be proven by a different
span; a value no span confirms for some predicate leaves that claim unresolved (a degraded answer, not a guess).

News-style attributions ("as reported by TechCrunch and The Verge", "according to 'Fortune'") name where a fact
was published, which a span's text does not say; they are taken out of the claims' text and kept in each claim's
``reported_in``, which the verifier checks against the source of a span's document.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from claimbound.claims.calendar import MONTHS, WEEKDAYS
from claimbound.planner import text as tx

if TYPE_CHECKING:
    from claimbound.planner.rules import PlanBuilder

__all__ = ["claim_sources", "plan_intersection", "plan_placed_head", "strip_attributions", "strip_reporting_frame"]

# the words that introduce where a fact was reported
# ("as mentioned by", ", highlighted by"; a bare "was described by X" says who described it: the fact itself)
_ATTRIBUTION_RE = re.compile(
    r"(?:(?:,\s*|\s+)(?:with\s+claims\s+)?(?:as\s+)?(?:according\s+to|per|(?:reported|covered)\s+by|"
    r"(?:discussed|featured|mentioned|reported|covered)\s+(?:in|on|across))"
    r"|(?:,\s*(?:as\s+)?|\s+as\s+)(?:described|mentioned|noted|highlighted|discussed|cited|detailed|featured)\s+by)"
    r"\s+(?:both\s+)?(?:the\s+)?"
    r"(?:(?:articles?|reports?|stories|pieces?|coverage)\s+(?:from|by|in|of)\s+)?",
    re.I,
)
# "X was reported by The Verge to have allowed withdrawals" -> "X has allowed withdrawals" (reported by The Verge)
_REPORTED_TO_RE = re.compile(
    r"\b(?P<aux>is|was|are|were)\s+(?P<also>also\s+)?(?P<verb>reported|said|described|alleged|noted)\s+by\s+",
    re.I,
)
_DATE_START = re.compile(r"(?:\d|(?:" + "|".join(MONTHS + WEEKDAYS) + r")\b)")
_TO_HAVE_BE_RE = re.compile(r"\s*to\s+(?P<inf>have|be)\b", re.I)
_SOURCE_GLUE = frozenset({"and", "&", "|", "-", "–", "of", "the", "both", "in", "by", "from", "on"})
_QUOTED_RE = re.compile(r"[\"“‘'][^\"”’']+[\"”’']")
_ARTICLE_RE = re.compile(r"\b(?:articles?|reports?|stories|coverage)$", re.I)


def _source_end(text: str, start: int) -> int:
    """End of the list of source names starting at ``start`` ('TechCrunch and The Verge', "'Fortune'"): capitalised
    words, quoted names and the glue between them, up to a comma before a non-name or the end; ``start`` when the
    words there are not source names."""
    end = start
    for m in re.finditer(r"[\"“‘'][^\"”’']+[\"”’']|[^\s,]+|,", text[start:]):
        w = m.group(0)
        if w == ",":
            continue
        bare = w.strip("\"“”‘’'.?!;:")
        if _QUOTED_RE.fullmatch(w.rstrip(".?!;:")) or bare[:1].isupper() or bare[:1].isdigit():
            end = start + m.end()
        elif bare.casefold() in _SOURCE_GLUE or _ARTICLE_RE.search(bare):
            pass
        else:
            break
    return end


def _reported_to(text: str) -> tuple[re.Match[str], int, re.Match[str]] | None:
    """The first "was reported by SOURCES to have / to be" in ``text``: the "was reported by" match, where its
    sources end, and the "to have" / "to be" match; None when there is none (no source names, or no infinitive)."""
    for m in _REPORTED_TO_RE.finditer(text):
        sources_end = _source_end(text, m.end())
        inf = _TO_HAVE_BE_RE.match(text, sources_end) if sources_end > m.end() else None
        if inf:
            return m, sources_end, inf
    return None


def strip_attributions(text: str) -> tuple[str, list[str]]:
    """``text`` without its news attributions, and the attributions taken out ('as reported by TechCrunch').

    An attribution is a reporting phrase ("according to", "as reported by", "covered by", "featured in articles
    from" ...) followed only by source names; "according to the 2010 census" is a qualifier of the fact, not a
    source, and stays. "X was reported by The Verge to have allowed Y" becomes "X has allowed Y"."""
    out = text
    found: list[str] = []
    while (hit := _reported_to(out)) is not None:
        m, sources_end, inf = hit
        found.append(f"{m.group('verb')} by {out[m.end():sources_end]}".strip(" ,"))
        aux = m.group("aux")
        verb = ("have" if aux.casefold() in ("are", "were") else "has") if inf.group("inf").casefold() == "have" else aux
        out = out[:m.start()] + verb + (" also" if m.group("also") else "") + out[inf.end():]
    while True:
        for m in _ATTRIBUTION_RE.finditer(out):
            end = _source_end(out, m.end())
            rest = out[end:].lstrip()
            if end == m.end() or (rest and not rest.startswith((",", "?", ".", ";"))) or _DATE_START.match(out, m.end()):
                continue  # no source names, more of the fact follows, or a date: "reported on October 31, 2023"
            found.append(out[m.start():end].strip(" ,?.;"))
            tail = out[end:]
            if m.group(0).lstrip().startswith(",") and tail.lstrip().startswith(","):
                tail = tail.lstrip()[1:]  # a parenthetical ', according to X,' leaves no comma behind
            out = (out[: m.start()] + tail).strip()
            break
        else:
            break
    out = re.sub(r"\s*,\s*(?=[,?.]|$)", "", out)
    out = re.sub(r"\s{2,}", " ", out).strip(" ,")
    return out, found


_FRAME_RE = re.compile(
    r"^(?:(?:does|did|do|is\s+it\s+true\s+that)\s+)?(?:the\s+|an?\s+|another\s+)?(?P<src>[^,]{0,80}?)\s*"
    r"(?:articles?|reports?|pieces?|story|stories|coverage|posts?)(?:\s+(?:from|by|in|on)\s+(?P<src2>[^,]{1,80}?))?"
    r"\s+(?:both\s+|also\s+)?(?:suggest|indicate|claim|state|report|say|mention|impl(?:y|ie)|argue|note|highlight|"
    r"propose|confirm|assert|describe)(?:s|d|ed)?\s+that\s+(?P<rest>.+)$",
    re.I,
)


# "the TalkSport article recognizes Erling Haaland as the joint-leading scorer": the article calls Y Z, so its span
# states "Y is Z"
_AS_FRAME_RE = re.compile(
    r"^(?:(?:does|did|do)\s+)?(?:the\s+|an?\s+|another\s+)?(?P<src>[^,]{0,80}?)\s*"
    r"(?:articles?|reports?|pieces?|story|stories|coverage|posts?)(?:\s+(?:from|by|in|on)\s+(?P<src2>[^,]{1,80}?))?"
    r"\s+(?:both\s+|also\s+)?(?:identif(?:y|ies|ied)|recogni[sz]e[sd]?|describe[sd]?|portray(?:s|ed)?|"
    r"characteri[sz]e[sd]?|label(?:s|led|ed)?|name[sd]?|cite[sd]?|present(?:s|ed)?|depict(?:s|ed)?)\s+"
    r"(?P<subject>.+?)\s+as\s+(?P<what>.+)$",
    re.I,
)


_FRAME_OPENERS = frozenset({"does", "did", "do", "is", "are", "was", "were", "the", "a", "an", "another", "as", "according"})


def names_a_source(attribution: str) -> bool:
    """The attribution says *where* ("the Fortune article suggests", "as reported by TechCrunch", "the 'Business Line'
    article"), not only that something was reported ("Does the report suggest that", "according to the article"):
    a quoted name, or a capitalised word that is not the opening of the question."""
    if re.search(r"['‘\"“][^'’\"”]+['’\"”]", attribution):
        return True
    return any(w[:1].isupper() and w.casefold() not in _FRAME_OPENERS for w in re.findall(r"[\w&\-]+", attribution))


def strip_reporting_frame(text: str) -> tuple[str, str]:
    """("Valve is launching a new product", "the Engadget article suggests") from "Does the Engadget article
    suggest that Valve is launching a new product": a span is the article's own text, so it states the reported
    fact, not that the article suggests it; "Does the TalkSport article recognize Erling Haaland as the top scorer"
    -> "Erling Haaland is the top scorer". Returns (text, "") when there is no such frame."""
    t = text.strip()
    m = _FRAME_RE.match(t)
    if m:
        return m.group("rest").strip(), t[: m.start("rest")].strip()
    m = _AS_FRAME_RE.match(t)
    if m:
        return f"{m.group('subject').strip()} is {m.group('what').strip()}", t[: m.start("subject")].strip()
    return text, ""


def claim_sources(text: str) -> tuple[str, list[str]]:
    """A claim's text without where it was reported, and the attributions that name a source: "The Fortune
    article suggests that Valve is launching a product" -> ("Valve is launching a product", ["The Fortune article
    suggests"]); "{sq1} is accused of fraud, as reported by TechCrunch" -> ("{sq1} is accused of fraud", ["as
    reported by TechCrunch"]). For a claim written by a model, which may keep the question's attributions."""
    rest, frame = strip_reporting_frame(text)
    rest, found = strip_attributions(rest)
    sources = [r for r in ([frame] if frame else []) + found if names_a_source(r)]
    return (rest, sources) if sources and rest.strip() else (text, [])


# heads of "Who is the individual who ..."; the slot comes from the wh-word
_HEAD_NOUNS = (r"individual|person|man|woman|figure|entity|company|organi[sz]ation|firm|platform|team|player|"
               r"athlete|executive|leader|artist|musician|singer|actor|actress|politician|official|celebrity")
_WHO_IS_RE = re.compile(
    rf"^(?P<wh>who|what|which)\s+(?:is|was)\s+(?:the|an?)\s+(?:[a-z\-]+\s+)?(?P<noun>{_HEAD_NOUNS})\b\s*,?\s*"
    r"(?:(?:who|that|which)\s*,?\s+)?(?P<rest>.+)$",
    re.I,
)
_WHICH_RE = re.compile(r"^(?P<wh>which|what)\s+(?P<body>.+)$", re.I)
_WHO_RE = re.compile(r"^(?P<wh>who)\s*,?\s+(?P<rest>.+)$", re.I)

_LEAD_ADVERBS = frozenset(
    "also previously recently now once still later currently then both further additionally subsequently formerly "
    "originally first initially allegedly reportedly".split()
)
_NOT_PREDICATE_ING = frozenset(
    "during including regarding concerning according following considering excluding involving notwithstanding "
    "being something nothing anything everything thing king morning evening spring string ring building".split()
)
_SEPARATOR_RE = re.compile(r",\s*(?:and\s+|but\s+|while\s+|yet\s+)?|\s+(?:and|but|while|yet)\s+", re.I)


def _skip_adverbs(ws: list[str]) -> int:
    """Index of the first word after the leading adverbs ('also previously likened' -> 2)."""
    i = 0
    while i < len(ws) and ws[i].casefold() in _LEAD_ADVERBS:
        i += 1
    return i


def _verb_led(piece: str) -> bool:
    """The piece starts a predicate: (adverbs, then) a verb, an auxiliary, a participle or an -ing form."""
    ws = [w.strip("\"“”‘’',;:") for w in piece.split()]
    i = _skip_adverbs(ws)
    if i >= len(ws) or not ws[i] or ws[i][:1].isupper():
        return False
    w = ws[i].casefold()
    if w in ("who", "that", "which"):
        return i + 1 < len(ws) and _verb_led(" ".join(ws[i + 1:]))
    if w.endswith("ing") and len(w) > 4 and w not in _NOT_PREDICATE_ING:
        return True
    return tx.is_verbish(w) and w not in tx.PREPS


def _mask_quotes(text: str) -> str:
    """The text with quoted phrases' inner characters replaced (so separators inside quotes do not split)."""
    return _QUOTED_RE.sub(lambda m: m.group(0)[0] + "x" * (len(m.group(0)) - 2) + m.group(0)[-1], text)


def _adverbial(separator: str, after: str) -> bool:
    """'while researching at RAND': an adverbial clause whose subject may be another noun of the sentence."""
    first = after.split()[0].casefold() if after.split() else ""
    return "while" in separator.casefold() and first.endswith("ing")


def _predicates(rest: str) -> list[str]:
    """Split coordinated predicates at a comma / 'and' / 'but' / 'while' whose next words are verb-led; other
    commas ('home defeats to Ireland, South Africa, and Argentina') stay inside their predicate."""
    masked = _mask_quotes(rest)
    cuts = [(m.start(), m.end()) for m in _SEPARATOR_RE.finditer(masked)
            if _verb_led(masked[m.end():]) and not _adverbial(m.group(0), masked[m.end():])
            and masked[m.end():].split()[0].casefold() not in tx.MODAL]  # '..., should not exceed': a relative
    pieces, pos = [], 0
    for start, end in cuts:
        pieces.append(rest[pos:start])
        pos = end
    pieces.append(rest[pos:])
    pieces = [p.strip(" ,") for p in pieces if p.strip(" ,")]
    # 'that, prior to being charged with fraud, was characterised as ...': a fronted adverbial goes with the
    # predicate after it
    out: list[str] = []
    carry = ""
    for k, p in enumerate(pieces):
        p = re.sub(r"^(?:who|that|which)\b\s*,?\s*", "", p, flags=re.I)
        first = p.split()[0].casefold() if p.split() else ""
        if k + 1 < len(pieces) and (first in tx.PREPS or first in ("despite", "prior", "although", "though")):
            carry = f"{carry}, {p}" if carry else p
            continue
        out.append(f"{p} {carry}".strip() if carry else p)
        carry = ""
    return out


_PASSIVE_PREPS = frozenset("by to in as of for with from at on into over against".split())

# verbs whose past form before a preposition is active ('starred in', 'served as'), not a passive participle
_INTRANSITIVE = frozenset(
    "star appear play live die work compete participate result serve act perform debut graduate retire occur "
    "happen remain belong return move travel stay speak rank finish lead struggle".split()
)


def _past_base(word: str) -> str | None:
    """The base of a past form: 'starred' -> 'star', 'served' -> 'serve', 'played' -> 'play'."""
    w = word.casefold()
    base = tx.verb_base(w)
    if base is None and re.search(r"([bdgklmnprt])\1ed$", w):
        base = w[:-3]
    return base


def _passive(ws: list[str], i: int) -> bool:
    """``ws[i]`` is a passive participle: 'likened to a prominent investor', 'featured in', 'accused of' (not the
    finite 'founded FTX', 'starred in Heat', nor 'aimed to utilize', whose 'to' starts an infinitive)."""
    if not tx.is_participle(ws[i]) or i + 1 >= len(ws) or _past_base(ws[i]) in _INTRANSITIVE:
        return False
    nxt = ws[i + 1].casefold()
    if nxt not in _PASSIVE_PREPS:
        return False
    if nxt == "to" and i + 2 < len(ws):
        after = ws[i + 2].strip("\"“‘'")
        return after[:1].isupper() or after[:1].isdigit() or after.casefold() in tx.DETS
    return True


def _as_predicate(piece: str, first: bool, attributions: list[str]) -> str | None:
    """A piece turned into a predicate of the answer ("facing X" -> "is facing X", "previously likened to Y" ->
    "was previously likened to Y", "having lost to Z" -> "has lost to Z"); ``None`` for a piece that says nothing
    beyond where it was reported. The attributions taken out of it are appended to ``attributions``."""
    piece, found = strip_attributions(piece)  # _predicates already dropped a leading who / that / which
    attributions.extend(found)
    if len(tx.keywords(piece)) < 2 and not first:
        return None
    ws = piece.split()
    i = _skip_adverbs(ws)
    if i >= len(ws):
        return None
    head = ws[i].casefold()
    if head == "having":
        return " ".join([*ws[:i], "has", *ws[i + 1:]])
    if head == "being":
        return " ".join([*ws[:i], "was", *ws[i + 1:]])
    if head in tx.AUX:
        return piece
    if head.endswith("ing") and head not in _NOT_PREDICATE_ING:
        return f"is {piece}"
    if _passive(ws, i):
        return f"was {piece}"
    if not _verb_led(piece):
        return f"is {piece}"  # "under 30" of "the individual under 30"
    return piece


def _which_head(body: str) -> tuple[str, str] | None:
    """'rugby team, faced ...' -> ('rugby team', 'faced ...'): the lower-case noun words up to a comma or to the
    first verb-led word (at most four), and the predicates after it."""
    ws = body.split(" ")
    noun: list[str] = []
    for k, w in enumerate(ws):
        if noun and _verb_led(" ".join(ws[k:])):
            return " ".join(noun), " ".join(ws[k:])
        if not re.fullmatch(r"[a-z][a-z\-]*,?", w) or w.rstrip(",") in tx.AUX | tx.DETS | tx.PREPS or len(noun) >= 4:
            return None
        noun.append(w.rstrip(","))
        if w.endswith(","):
            rest = " ".join(ws[k + 1:])
            return (" ".join(noun), rest) if _verb_led(rest) else None
    return None


def _head(question: str) -> tuple[str, str | None, str] | None:
    """(wh-word, head noun or None, predicates) of 'Who is the individual who P...', 'Who P...', 'Which N P...'."""
    m = _WHO_IS_RE.match(question)
    if m:
        return m.group("wh"), m.group("noun"), m.group("rest")
    m = _WHO_RE.match(question)
    if m:
        return m.group("wh"), None, m.group("rest")
    m = _WHICH_RE.match(question)
    if m:
        found = _which_head(m.group("body"))
        if found is not None:
            return m.group("wh"), found[0], found[1]
    return None


def plan_intersection(t: str, b: PlanBuilder) -> bool:
    """Plan 'Who/Which N ... P1, P2 and P3?' as one open sub-question (the most specific predicate) and one closed
    check per other predicate. False (nothing added) unless the question has at least two verb-led predicates."""
    stripped, attributions = strip_attributions(tx.strip_q(t))
    head = _head(stripped)
    if head is None:
        return False
    wh, noun, rest = head
    if re.search(r"\b(?:or|than|between)\b", rest, re.I) or "?" in rest:
        return False  # a choice or a comparison, not a conjunction
    if rest.split()[0].casefold() in tx.DO | tx.MODAL:
        return False  # 'What show does X host?': the wh-phrase is the object
    pieces = _predicates(rest)
    if any(len(tx.keywords(p)) < 2 for p in pieces):
        return False  # 'designs, manufactures, and distributes small arms': verbs sharing one object
    preds = [x for k, piece in enumerate(pieces) if (x := _as_predicate(piece, k == 0, attributions)) is not None]
    if len(preds) < 2:
        return False
    lead = max(range(len(preds)), key=lambda k: (len(tx.keywords(preds[k])), -k))
    subject = "Who" if wh.casefold() == "who" or noun is None else f"{wh} {noun}"
    ref = "{" + b.next_id() + "}"
    # the question names its sources once for all predicates: any of them may report any predicate
    b.add(f"{tx.capitalise(subject)} {preds[lead]}", claim=f"{ref} {preds[lead]}", reported_in=attributions)
    for k, pred in enumerate(preds):
        if k != lead:
            b.add(f"Is it true that {ref} {pred}", claim=f"{ref} {pred}", closed=True, reported_in=attributions)
    if attributions:
        b.notes.append("reported where: " + "; ".join(attributions))
    return True


_PLACED_HEAD_RE = re.compile(
    r"^(?P<wh>[Ww]hich|[Ww]hat)\s+(?P<noun>(?:[\w\-]+\s+){0,4}?[a-z][a-z\-]+)\s+"
    r"(?P<where>(?:located|based|situated|headquartered)\s+in|from)\s+"
    r"(?P<place>[A-Z][\w'.\-]*(?:\s+(?:of\s+)?[A-Z][\w'.\-]*)*)\s+(?P<pred>.+)$")


def plan_placed_head(t: str, b: PlanBuilder) -> bool:
    """Plan 'Which N from / located in PLACE P?' ("Which Danish heavy metal band from Copenhagen released a
    compilation album ...?", "What landlocked country located in Southern Africa is the birth place of ...?") as an
    intersection: one open sub-question for the predicate and one closed check of the place ("Is it true that {sq1} is
    from Copenhagen?"), so a span that says what the band released need not also say where it is from. False
    (nothing added) unless a verb-led predicate follows the place's name."""
    m = _PLACED_HEAD_RE.match(tx.strip_q(t))
    if m is None or not _verb_led(m.group("pred")) or m.group("pred").split()[0].casefold() in tx.DO | tx.MODAL:
        return False  # 'Which team from Boston did X join?': the wh-phrase is the object
    ref = "{" + b.next_id() + "}"
    b.add(f"{m.group('wh').capitalize()} {m.group('noun')} {m.group('pred')}", claim=f"{ref} {m.group('pred')}")
    placed = f"is {m.group('where')} {m.group('place')}"
    b.add(f"Is it true that {ref} {placed}", claim=f"{ref} {placed}", closed=True)
    return True
