"""A small closed-set gazetteer for typing open-slot values: sovereign states (and the common names and former
states that texts use for them), continents, US states, adjectives of nationality and languages.

Used only to order and filter slot candidates (:func:`claimbound.verifier.text.typed_candidates`): a "which country"
slot prefers a span's country names, a person / city / county slot does not take one when the span offers
something else. Nothing here ever adds support.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["is_country", "is_continent", "is_demonym", "is_language", "is_us_state", "excluded_for", "known_rank"]

_COUNTRIES = """
afghanistan albania algeria andorra angola antigua and barbuda argentina armenia australia austria azerbaijan
bahamas bahrain bangladesh barbados belarus belgium belize benin bhutan bolivia bosnia and herzegovina botswana
brazil brunei bulgaria burkina faso burundi cambodia cameroon canada cape verde central african republic chad chile
china colombia comoros congo costa rica croatia cuba cyprus czech republic czechia denmark djibouti dominica
dominican republic east timor timor-leste ecuador egypt el salvador equatorial guinea eritrea estonia eswatini
swaziland ethiopia fiji finland france gabon gambia the gambia georgia germany ghana greece grenada guatemala guinea
guinea-bissau guyana haiti honduras hungary iceland india indonesia iran iraq ireland israel italy ivory coast
cote d'ivoire jamaica japan jordan kazakhstan kenya kiribati kosovo kuwait kyrgyzstan laos latvia lebanon lesotho
liberia libya liechtenstein lithuania luxembourg madagascar malawi malaysia maldives mali malta marshall islands
mauritania mauritius mexico micronesia moldova monaco mongolia montenegro morocco mozambique myanmar burma namibia
nauru nepal netherlands the netherlands holland new zealand nicaragua niger nigeria north korea north macedonia
macedonia norway oman pakistan palau palestine panama papua new guinea paraguay peru philippines the philippines
poland portugal qatar romania russia russian federation rwanda saint kitts and nevis saint lucia
saint vincent and the grenadines samoa san marino sao tome and principe saudi arabia senegal serbia seychelles
sierra leone singapore slovakia slovenia solomon islands somalia south africa south korea korea south sudan spain
sri lanka sudan suriname sweden switzerland syria taiwan tajikistan tanzania thailand togo tonga
trinidad and tobago tunisia turkey turkmenistan tuvalu uganda ukraine united arab emirates uae united kingdom uk
great britain britain united states united states of america usa us u.s. u.s.a. america uruguay uzbekistan
vanuatu vatican city venezuela vietnam yemen zambia zimbabwe
england scotland wales northern ireland hong kong macau puerto rico greenland
soviet union ussr yugoslavia czechoslovakia east germany west germany prussia ottoman empire persia ceylon
rhodesia zaire siam
austria-hungary holy roman empire byzantine empire roman empire british empire russian empire german empire
mughal empire
"""
# multi-word names are listed whole; the block is read with them (longest first, see _parse)
_MULTI = frozenset(
    {
        "antigua and barbuda", "bosnia and herzegovina", "burkina faso", "cape verde", "central african republic",
        "costa rica", "czech republic", "dominican republic", "east timor", "el salvador", "equatorial guinea",
        "the gambia", "ivory coast", "cote d'ivoire", "marshall islands", "new zealand", "north korea",
        "north macedonia", "the netherlands", "papua new guinea", "the philippines", "russian federation",
        "saint kitts and nevis", "saint lucia", "saint vincent and the grenadines", "san marino",
        "sao tome and principe", "saudi arabia", "sierra leone", "solomon islands", "south africa", "south korea",
        "south sudan", "sri lanka", "trinidad and tobago", "united arab emirates", "united kingdom", "great britain",
        "united states", "united states of america", "vatican city", "northern ireland", "hong kong",
        "puerto rico", "soviet union", "holy roman empire", "byzantine empire", "roman empire", "british empire",
        "russian empire", "german empire", "mughal empire", "east germany", "west germany", "ottoman empire",
    }
)


def _parse() -> frozenset[str]:
    """The names in the block, read left to right, the longest multi-word name first at each word (deterministic:
    "south korea korea south sudan" is South Korea, Korea, South Sudan)."""
    words = _COUNTRIES.split()
    multi = sorted({tuple(m.split()) for m in _MULTI}, key=lambda t: (-len(t), t))
    names: set[str] = set()
    i = 0
    while i < len(words):
        found = next((m for m in multi if tuple(words[i : i + len(m)]) == m), None)
        names.add(" ".join(found) if found else words[i])
        i += len(found) if found else 1
    return frozenset(names)


COUNTRIES = _parse()
US_STATES = frozenset("""alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington
wisconsin wyoming""".split()) | frozenset({"new hampshire", "new jersey", "new mexico", "new york", "north carolina",
                                           "north dakota", "rhode island", "south carolina", "south dakota",
                                           "west virginia"})
_CITY_TOO = frozenset({"new york", "washington"})  # states that are also the usual name of a city
_OFFICIAL = re.compile(r"^(?:the )?(?:people's |federal |democratic |islamic |socialist |united )*"
                       r"(?:republic|kingdom|empire|federation|commonwealth|dominion|state|union|principality)"
                       r" of (?:the )?(.+)$")
# adjectives of nationality ("the Norwegian playwright", "an American rock band")
_DEMONYMS = frozenset("""
afghan albanian algerian american andorran angolan argentine argentinian armenian australian austrian azerbaijani
bangladeshi belarusian belgian bolivian bosnian brazilian british bulgarian burmese cambodian cameroonian canadian
chilean chinese colombian congolese croatian cuban cypriot czech danish dominican dutch ecuadorian egyptian english
eritrean estonian ethiopian fijian filipino finnish french georgian german ghanaian greek guatemalan guyanese haitian
honduran hungarian icelandic indian indonesian iranian iraqi irish israeli italian jamaican japanese jordanian
kazakh kenyan korean kosovar kuwaiti kyrgyz laotian latvian lebanese liberian libyan lithuanian luxembourgish
macedonian malagasy malaysian maltese mexican moldovan mongolian montenegrin moroccan mozambican namibian nepalese
nigerian nigerien norwegian omani pakistani palestinian panamanian paraguayan persian peruvian polish portuguese
prussian qatari romanian russian rwandan salvadoran saudi scottish senegalese serbian singaporean slovak slovenian
somali soviet spanish sri lankan sudanese swedish swiss syrian taiwanese tajik tanzanian thai tibetan tunisian
turkish ugandan ukrainian uruguayan uzbek venezuelan vietnamese welsh yemeni yugoslav zambian zimbabwean
african asian european arab latin hispanic caribbean scandinavian
""".split())
CONTINENTS = frozenset({"africa", "asia", "europe", "north america", "south america", "antarctica", "oceania",
                        "australia", "the americas", "americas", "eurasia"})
_AMBIGUOUS = frozenset({"georgia"})  # a country and a US state

SUB_COUNTRY_SLOTS = frozenset({"city", "town", "village", "county", "state", "province", "capital", "district",
                               "municipality", "borough", "neighborhood", "prefecture", "birthplace", "suburb",
                               "person"})
SUB_STATE_SLOTS = frozenset({"city", "town", "village", "county", "capital", "municipality", "borough",
                             "neighborhood", "suburb", "person"})


def _key(value: str) -> str:
    key = " ".join(value.casefold().replace("’", "'").split()).strip(" .,;:")
    return key if key in COUNTRIES or not key.startswith("the ") else key[4:]


def is_country(value: str) -> bool:
    """``value`` is (the common or official name of) a country, e.g. "Zimbabwe", "the United States", "England",
    "Republic of China"."""
    key = _key(value)
    if key in COUNTRIES:
        return True
    m = _OFFICIAL.match(key)
    return m is not None and m.group(1) in COUNTRIES


def is_us_state(value: str) -> bool:
    return _key(value) in US_STATES


KIND_RANKS = {**dict.fromkeys(("village", "town", "city", "municipality", "borough", "suburb"), 1),
              **dict.fromkeys(("county", "district", "prefecture"), 2), **dict.fromkeys(("state", "province"), 3),
              **dict.fromkeys(("country", "nation"), 4)}
"""Kinds of place by size: a figure a span gives for a city is none for its state."""


def known_rank(value: str) -> int | None:
    """The size rank (:data:`KIND_RANKS`) of a place the closed sets know: a country 4, a US state 3 ("New York" and
    "Washington", usually cities, none); ``None`` for any other name."""
    if is_country(value) and _key(value) not in _AMBIGUOUS:
        return 4
    return 3 if is_us_state(value) and _key(value) not in _CITY_TOO else None


_COMPASS = frozenset({"north", "south", "east", "west", "central", "northern", "southern", "eastern", "western"})


def is_demonym(value: str) -> bool:
    """An adjective of nationality: "Norwegian", "American", "Chinese", "French", and with a compass word
    "South Korean", "East German"."""
    words = value.split()
    if len(words) == 2 and words[0].lower() in _COMPASS:
        return _key(words[1]) in _DEMONYMS
    return _key(value) in _DEMONYMS


_IRREGULAR_DEMONYMS = {
    "france": "french", "spain": "spanish", "netherlands": "dutch", "holland": "dutch", "denmark": "danish",
    "finland": "finnish", "poland": "polish", "england": "english", "scotland": "scottish", "wales": "welsh",
    "ireland": "irish", "switzerland": "swiss", "thailand": "thai", "britain": "british", "great britain": "british",
    "united kingdom": "british", "uk": "british", "united states": "american", "usa": "american", "turkey": "turkish",
    "philippines": "filipino", "austria": "austrian", "niger": "nigerien", "nigeria": "nigerian",
    "czech republic": "czech",
}


def _regular_demonyms() -> dict[str, frozenset[str]]:
    """Country -> its adjectives where they share their opening ("norway" -> "norwegian", "japan" -> "japanese"):
    at least four letters, all of the country's but its last two, the country the adjective's closest match."""
    def shared(a: str, b: str) -> int:
        return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))

    countries = [c for c in COUNTRIES if c.isalpha()]
    closest = {d: max(countries, key=lambda c: (shared(c, d), c)) for d in _DEMONYMS}
    out: dict[str, frozenset[str]] = {}
    for d in _DEMONYMS:
        c = closest[d]
        if shared(c, d) >= max(4, len(c) - 2):
            out[c] = out.get(c, frozenset()) | {d}
    return out


@cache
def _demonym_maps() -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """(country -> its adjectives, adjective -> its countries), built on first use (~40 ms), not at import."""
    adjectives = _regular_demonyms() | {c: frozenset({d}) for c, d in _IRREGULAR_DEMONYMS.items()}
    countries: dict[str, frozenset[str]] = {}
    for c, ds in adjectives.items():
        for d in ds:
            countries[d] = countries.get(d, frozenset()) | {c}
    return adjectives, countries


def country_or_adjective(name: str) -> frozenset[str]:
    """The words that name the same nation as ``name`` (case-folded): a country's adjectives of nationality ("norway"
    -> {"norwegian"}), an adjective's countries ("british" -> {"britain", "great britain", "united kingdom", "uk"})."""
    adjectives, countries = _demonym_maps()
    return adjectives.get(name, frozenset()) | countries.get(name, frozenset())


def is_continent(value: str) -> bool:
    return _key(value) in CONTINENTS


LANGUAGES = frozenset("""
english french german spanish portuguese italian dutch flemish latin greek russian polish czech slovak ukrainian
belarusian bulgarian serbian croatian bosnian slovene slovenian macedonian romanian hungarian finnish estonian latvian
lithuanian swedish norwegian danish icelandic faroese irish gaelic welsh breton cornish basque catalan galician
occitan albanian armenian georgian turkish azerbaijani kazakh uzbek turkmen kyrgyz tatar mongolian persian farsi dari
pashto kurdish arabic hebrew aramaic syriac amharic tigrinya somali swahili hausa yoruba igbo zulu xhosa afrikaans
sesotho shona malagasy hindi urdu bengali punjabi gujarati marathi tamil telugu kannada malayalam sinhala nepali
sanskrit pali tibetan burmese thai lao khmer vietnamese malay indonesian javanese tagalog filipino cebuano chinese
mandarin cantonese hokkien japanese korean esperanto yiddish romani maori hawaiian samoan tongan fijian quechua
aymara guarani nahuatl cherokee navajo inuktitut sumerian akkadian egyptian coptic hittite
""".split()) | {"ancient greek", "modern greek", "scottish gaelic", "old english", "middle english", "old norse",
                "old french", "standard chinese", "sign language"}


def is_language(value: str) -> bool:
    """A language's name: "Latin", "Old Norse", "the Irish language"."""
    key = _key(value)
    return key in LANGUAGES or (key.endswith(" language") and key[: -len(" language")] in LANGUAGES)


def excluded_for(answer_type: str | None, value: str) -> bool:
    """A country name cannot fill a slot for a smaller place or a person ("Georgia" excepted for a state), nor a
    US state a slot for a city, county or person ("New York" and "Washington" excepted for a city)."""
    if answer_type in SUB_COUNTRY_SLOTS and is_country(value):
        return not (answer_type == "state" and _key(value) in _AMBIGUOUS)
    if answer_type in SUB_STATE_SLOTS and is_us_state(value):
        return not (answer_type != "person" and _key(value) in _CITY_TOO)
    return False
