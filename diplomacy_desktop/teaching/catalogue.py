"""Every lesson, built from the shipped sources in ``assets/teaching/``.

* ``examples.json``: every rulebook diagram and worked example (and the wiki / play-by-web
  examples) with a position and orders becomes one lesson; the 1901-1902 sample game is played
  phase by phase from the 1901 set-up, each phase one lesson starting where the last one ended.
* ``datc.json``: every DATC v3.0 case becomes a lesson; a case that goes on into a retreat phase
  gives a second lesson for that phase.

* ``datc_titles.json``: a plain English title for each DATC case (the situation or the
  question; the DATC's own titles give the answer away), written for the game by hand.

The source's stated answer is read into per-item marks (:attr:`Lesson.answer`); where the source
says nothing about an item the engine alone answers. The first two files are produced from
``tests/data/`` by ``tools/teaching_to_json.py``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from ..engine.adjudicator import adjudicate
from ..engine.board import ASSETS_DIR, initial_position, standard_map
from ..engine.canonical import unit_from_notation
from ..engine.cases import CaseError, read_case
from ..engine.locations import province_of
from ..engine.orders import Build, Convoy, Disband, Move, SupportMove, Order, Retreat, Unit, Waive
from ..engine.notation import OrderError, read_order
from ..engine.position import ADJUSTMENTS, FALL, MOVEMENT, RETREATS, SPRING, WINTER, Phase, Position
from .lessons import Group, Lesson, Source, SourceKind, StatedOutcome
from .marks import HOLD_CHOICES, RETREAT_CHOICES, Item, Mark, question_items

TEACHING_DIR = ASSETS_DIR / "teaching"

ANY_POWER = "italy"
"""Examples that do not say whose units they are ('any') give them all to one real power."""

SEED_LANGUAGES = {"000": "es", "001": "es", "002": "cs", "003": "nl", "004": "pt"}
"""The language of each seed document the examples were taken from (RULES.md §0)."""

SAMPLE_GAME = ("rb-g01", "rb-g02", "rb-g03", "rb-g04", "rb-g05", "rb-g06", "rb-g07")

ALTERNATIVES = frozenset({"rb-t03"})
"""Examples whose orders are alternatives for one unit: one lesson per order."""

G = Group
EXAMPLE_TOPICS: Mapping[str, tuple[tuple[Group, ...], tuple[str, ...]]] = {
    # id: (groups, the rules it teaches)
    "rb-d04": ((G.STANDOFFS,), ("useful.3", "useful.4")),
    "rb-d05": ((G.STANDOFFS,), ("useful.5",)),
    "rb-d06": ((G.MOVING,), ("useful.6",)),
    "rb-d07": ((G.MOVING,), ("useful.7",)),
    "rb-d08": ((G.SUPPORT,), ("orders.support", "movement.strength")),
    "rb-d09": ((G.SUPPORT,), ("orders.support",)),
    "rb-d10": ((G.SUPPORT, G.STANDOFFS), ("useful.3", "useful.4")),
    "rb-d11": ((G.SUPPORT,), ("movement.strength", "useful.8")),
    "rb-d12": ((G.STANDOFFS,), ("useful.10",)),
    "rb-d13": ((G.STANDOFFS,), ("useful.11",)),
    "rb-d14": ((G.STANDOFFS,), ("useful.11",)),
    "rb-d15": ((G.CUTTING_SUPPORT,), ("useful.13",)),
    "rb-d16": ((G.CUTTING_SUPPORT,), ("useful.13",)),
    "rb-d17": ((G.CUTTING_SUPPORT,), ("useful.14",)),
    "rb-d18": ((G.CUTTING_SUPPORT,), ("useful.15",)),
    "rb-d19": ((G.CONVOYS,), ("orders.convoy",)),
    "rb-d20": ((G.CONVOYS,), ("orders.convoy",)),
    "rb-d21": ((G.CONVOYS,), ("useful.17",)),
    "rb-d22": ((G.SUPPORT,), ("useful.12",)),
    "rb-d23": ((G.SUPPORT,), ("useful.12",)),
    "rb-d24": ((G.SUPPORT,), ("useful.12",)),
    "rb-d25": ((G.SUPPORT,), ("useful.12",)),
    "rb-d26": ((G.STANDOFFS,), ("useful.12", "useful.3")),
    "rb-d27": ((G.STANDOFFS,), ("useful.3", "useful.12")),
    "rb-d28": ((G.CONVOYS,), ("useful.19",)),
    "rb-d29": ((G.CONVOYS,), ("useful.20",)),
    "rb-d30": ((G.CONVOYS,), ("useful.21",)),
    "rb-d31": ((G.CONVOYS,), ("useful.22",)),
    "rb-d32": ((G.CONVOYS,), ("useful.22",)),
    "rb-t01": ((G.MOVING,), ("orders.hold",)),
    "rb-t02": ((G.MOVING,), ("orders.move",)),
    "rb-t03": ((G.COASTS,), ("movement.coasts",)),
    "rb-t04": ((G.COASTS,), ("movement.coasts",)),
    "rb-t07": ((G.SUPPORT,), ("useful.9",)),
    "rb-t08": ((G.SUPPORT,), ("useful.8",)),
    "rb-t09": ((G.SUPPORT,), ("useful.9",)),
    "rb-t10": ((G.CONVOYS,), ("orders.convoy",)),
    "rb-t11": ((G.CONVOYS,), ("orders.convoy",)),
    "rb-t12": ((G.SUPPORT,), ("orders.support",)),
    "rb-g01": ((G.SAMPLE_GAME,), ("useful.3",)),
    "rb-g02": ((G.SAMPLE_GAME,), ("useful.3", "useful.5")),
    "rb-g03": ((G.SAMPLE_GAME, G.BUILDS), ("adjustments.count", "adjustments.where")),
    "rb-g04": ((G.SAMPLE_GAME,), ("useful.13", "movement.strength")),
    "rb-g05": ((G.SAMPLE_GAME,), ("useful.13", "useful.14")),
    "rb-g06": ((G.SAMPLE_GAME, G.RETREATS), ("retreats.where",)),
    "rb-g07": ((G.SAMPLE_GAME, G.BUILDS), ("adjustments.count",)),
    "pbw-01": ((G.COASTS,), ("movement.coasts",)),
    "pbw-03": ((G.CONVOYS,), ("orders.convoy",)),
    "pbw-04": ((G.CONVOYS,), ("useful.20",)),
    "pbw-05": ((G.MOVING,), ("useful.5",)),
    "pbw-06": ((G.CONVOYS,), ("orders.convoy",)),
    "wiki-01": ((G.MOVING,), ("orders.hold",)),
    "wiki-02": ((G.MOVING,), ("movement.geometry",)),
    "wiki-03": ((G.SUPPORT,), ("movement.strength",)),
    "wiki-04": ((G.STANDOFFS,), ("useful.3",)),
    "wiki-05": ((G.CUTTING_SUPPORT,), ("useful.13", "orders.support")),
    "wiki-06": ((G.CONVOYS,), ("orders.convoy", "useful.17")),
    "wiki-07": ((G.MOVING,), ("orders.move",)),
}
"""The rulebook's topic for each example with orders, and the rules it shows."""

DATC_SECTIONS: Mapping[str, tuple[Group, tuple[str, ...]]] = {
    "6.A": (G.DATC_A, ("movement.geometry", "orders.illegal")),
    "6.B": (G.DATC_B, ("movement.coasts",)),
    "6.C": (G.DATC_C, ("useful.7", "useful.6")),
    "6.D": (G.DATC_D, ("orders.support", "useful.13")),
    "6.E": (G.DATC_E, ("useful.6", "movement.strength")),
    "6.F": (G.DATC_F, ("orders.convoy", "useful.17")),
    "6.G": (G.DATC_G, ("useful.19", "orders.convoy")),
    "6.H": (G.DATC_H, ("retreats.where",)),
    "6.I": (G.DATC_I, ("adjustments.where",)),
    "6.J": (G.DATC_J, ("adjustments.count",)),
}

DATC_TOPICS: Mapping[str, tuple[Group, ...]] = {
    # A DATC section that is also a beginners' topic lists its cases there too.
    "6.B": (G.COASTS,), "6.H": (G.RETREATS,), "6.I": (G.BUILDS,),
}
CIVIL_DISORDER_RULES = ("adjustments.civil_disorder",)

BEGINNERS_PATH = (
    "rb-d04", "rb-d05", "rb-d06", "rb-d08", "rb-t08", "rb-t09", "rb-d15", "rb-d16", "rb-d22",
    "rb-d19", "rb-t11", "pbw-01", "rb-g01", "rb-g02", "rb-g03", "rb-g06",
)
"""The beginners' path, in teaching order: rulebook diagrams and worked examples with a plain
explanation and a lesson to remember, then the sample game. It follows what beginners get wrong
most (RULES.md §15 and the issue's list): a standoff, a unit that does not move blocks the ones
behind it, no swapping without a convoy, strength and support, a support to hold for a unit that
moves, a support that does not match the move, what cuts a support and what does not, never
your own unit, an army across water needs a convoy that matches its move, coasts, and in the
sample game that centres change hands only after Fall, builds, and retreats. The DATC cases
stay in the advanced sections: their summaries are data, not explanations."""


class LessonDataError(ValueError):
    """A lesson source cannot be read; the message names the file and the entry."""


@dataclass(frozen=True)
class Catalogue:
    lessons: tuple[Lesson, ...]

    def by_id(self, lesson_id: str) -> Lesson | None:
        return next((l for l in self.lessons if l.id == lesson_id), None)

    def in_group(self, group: Group) -> tuple[Lesson, ...]:
        """The lessons a group lists, in teaching order (common mistakes in their own order)."""
        found = [l for l in self.lessons if group in l.groups]
        if group is Group.COMMON_MISTAKES:
            rank = {lesson_id: i for i, lesson_id in enumerate(BEGINNERS_PATH)}
            found.sort(key=lambda l: (rank.get(l.id, len(rank)), l.id))
        return tuple(found)

    def groups(self) -> tuple[Group, ...]:
        """The groups that list at least one lesson, in browser order."""
        return tuple(g for g in Group if any(g in l.groups for l in self.lessons))


@cache
def load_catalogue(directory: Path = TEACHING_DIR) -> Catalogue:
    """Every lesson from ``directory``.

    :raises LessonDataError: if a file is missing or an entry cannot be read (naming it).
    """
    examples = _read_json(directory / "examples.json")
    cases = _read_json(directory / "datc.json")
    if not isinstance(examples, dict) or not isinstance(examples.get("examples"), list):
        raise LessonDataError("examples.json: expected an object with an 'examples' list")
    if not isinstance(cases, list):
        raise LessonDataError("datc.json: expected a list of cases")
    lessons = [*example_lessons(examples["examples"]), *datc_lessons(cases, _datc_titles(directory))]
    return Catalogue(tuple(lessons))


def _datc_titles(directory: Path) -> dict[str, str]:
    """The DATC cases' plain English titles (``datc_titles.json``): the situation or the
    question, never the answer the DATC's own title gives away. No file: the DATC's titles.

    :raises LessonDataError: if the file is there but malformed.
    """
    path = directory / "datc_titles.json"
    if not path.exists():
        return {}
    data = _read_json(path)
    titles = data.get("titles") if isinstance(data, dict) else None
    if not isinstance(titles, dict) or not all(isinstance(v, str) and v.strip() for v in titles.values()):
        raise LessonDataError("datc_titles.json: expected a 'titles' object of case id -> title")
    return dict(titles)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonDataError(f"{path.name}: {exc}") from None


# ---------------------------------------------------------------------------------------------
# Rulebook examples
# ---------------------------------------------------------------------------------------------

PHASE_KINDS = {"movement": MOVEMENT, "retreat": RETREATS, "adjustment": ADJUSTMENTS}


def _power(name: str) -> str:
    return ANY_POWER if name == "any" else name.lower()


def _strip_remark(text: str) -> str:
    return re.sub(r"\s*\(.*\)\s*$", "", text).strip()


def _example_phase(example: Mapping[str, Any]) -> Phase:
    kind = PHASE_KINDS[example["phase"]]
    year = int(example.get("year", 1901))
    if kind == ADJUSTMENTS:
        return Phase(year, WINTER, ADJUSTMENTS)
    return Phase(year, FALL if example.get("season") == "fall" else SPRING, kind)


def _example_position(example: Mapping[str, Any]) -> Position:
    units: dict[str, list[Unit]] = {p: [] for p in standard_map().powers}
    for entry in example["units_before"]:
        kind = entry["unit"] if entry["unit"] in ("A", "F") else "A"
        units.setdefault(_power(entry["power"]), []).append(Unit(kind, entry["province"]))
    owned = example.get("centres_owned", {})
    centres = {c: _power(p) for p, cs in owned.items() if p != "unowned" for c in cs}
    return Position(_example_phase(example), {p: tuple(u) for p, u in units.items()}, centres)


@dataclass
class _Parsed:
    orders: dict[str, list[Order]]
    where: dict[str, tuple[str, int]]
    """Order text -> (power, index)."""
    unreadable: list[str]


def _parse_orders(texts: Mapping[str, Iterable[str]], position: Position) -> _Parsed:
    board = position.units_for_orders()
    parsed = _Parsed({}, {}, [])
    for power_name, items in texts.items():
        power = _power(power_name)
        power_orders = parsed.orders.setdefault(power, [])
        for text in items:
            try:
                order = read_order(text, game_map=standard_map(), units=board, phase_kind=position.phase.kind)
            except OrderError:
                parsed.unreadable.append(text)
                continue
            parsed.where[text] = (power, len(power_orders))
            power_orders.append(order)
    return parsed


def _source(example: Mapping[str, Any]) -> Source:
    kind = {"sample_game": SourceKind.SAMPLE_GAME}.get(example["kind"])
    if kind is None:
        kind = SourceKind.RULEBOOK if example["id"].startswith("rb-") else SourceKind.OTHER_RULES
    number = ""
    match = re.fullmatch(r"rb-d(\d+)", example["id"])
    if match:
        number = str(int(match.group(1)))
    seeds = [example["seed"], *(a["seed"] for a in example.get("also_in", ()))]
    languages = tuple(dict.fromkeys(SEED_LANGUAGES.get(s[:3], "") for s in seeds if s[:3] in SEED_LANGUAGES))
    return Source(kind, example["id"], number, example.get("section", ""), languages)


def example_lessons(examples: list[Mapping[str, Any]]) -> list[Lesson]:
    by_id = {e["id"]: e for e in examples}
    lessons: list[Lesson] = []
    chain = _sample_game_positions(by_id)
    for example in examples:
        eid = example["id"]
        if not example.get("units_before") or not example.get("orders") or example["phase"] not in PHASE_KINDS:
            continue
        if eid not in EXAMPLE_TOPICS:
            raise LessonDataError(f"examples.json: {eid} has orders but no topic in EXAMPLE_TOPICS")
        try:
            position = chain.get(eid) or _example_position(example)
        except (KeyError, ValueError) as exc:
            raise LessonDataError(f"examples.json: {eid}: {exc}") from None
        if eid in ALTERNATIVES:
            for n, (power, text) in enumerate(((p, t) for p, ts in example["orders"].items() for t in ts), start=1):
                lessons.append(_example_lesson(example, f"{eid}-{n}", position, {power: [text]}))
        else:
            lessons.append(_example_lesson(example, eid, position, example["orders"]))
    return lessons


def _sample_game_positions(by_id: Mapping[str, Mapping[str, Any]]) -> dict[str, Position]:
    """The sample game from the 1901 set-up: each phase starts where the previous one ended
    (the retreat phase's printed position names only the dislodged units)."""
    positions: dict[str, Position] = {}
    position = initial_position(standard_map())
    for eid in SAMPLE_GAME:
        if eid not in by_id:
            break
        positions[eid] = position
        parsed = _parse_orders(by_id[eid]["orders"], position)
        position = adjudicate(position, parsed.orders, standard_map()).position
    return positions


def _example_lesson(example: Mapping[str, Any], lesson_id: str, position: Position,
                    texts: Mapping[str, Iterable[str]]) -> Lesson:
    parsed = _parse_orders(texts, position)
    orders = {p: tuple(o) for p, o in parsed.orders.items()}
    items = question_items(position, orders)
    outcome = dict(example["outcome"])
    summary = outcome.get("summary", "")
    printed = outcome.get("adjudicated_as_printed")
    if isinstance(printed, dict):
        # The seed's prose disagrees with its own orders: the answer is the printed orders' one.
        outcome.update(printed)
        outcome.pop("disbanded", None)
        summary = printed.get("summary", summary)
    groups, rules = EXAMPLE_TOPICS[example["id"]]
    if lesson_id in BEGINNERS_PATH:
        groups = (*groups, Group.COMMON_MISTAKES)
    return Lesson(
        id=lesson_id, title=example["title"], source=_source(example), groups=groups, position=position,
        orders=orders, items=items, answer=_example_answer(outcome, parsed, items, position),
        summary=summary, takeaway=example.get("lesson", ""), rules=rules, unreadable=tuple(parsed.unreadable))


def _example_answer(outcome: Mapping[str, Any], parsed: _Parsed, items: tuple[Item, ...],
                    position: Position) -> dict[str, Mark]:
    """The marks the example states: succeeds / fails lists, dislodged units, cut and uncut
    supports, disrupted convoys, retreats, disbanded units and net builds."""
    answer: dict[str, Mark] = {}
    by_order = {(i.power, i.order_index): i for i in items if i.order is not None}

    def item_for(text: str) -> Item | None:
        where = parsed.where.get(text)
        return by_order.get(where) if where else None

    def unit_item(power: str, unit_text: str) -> Item | None:
        kind, loc = _strip_remark(unit_text).split()
        prov = province_of(loc.lower())
        return next((i for i in items if i.power == power and i.unit is not None and i.unit.province == prov
                     and (i.order is None or i.order.unit == i.unit)), None)

    dislodged_keys = set()
    for entry in outcome.get("dislodged", ()):
        item = unit_item(_power(entry["power"]), entry["unit"])
        if item is not None:
            answer[item.key] = Mark.DISLODGED
            dislodged_keys.add(item.key)
    for key, mark in (("succeeds", Mark.SUCCEEDS), ("support_not_cut", Mark.SUCCEEDS), ("fails", Mark.FAILS),
                      ("support_cut", Mark.FAILS), ("support_void", Mark.FAILS), ("convoy_disrupted", Mark.FAILS),
                      ("illegal", Mark.FAILS), ("retreats", Mark.RETREATS)):
        for text in outcome.get(key, ()):
            item = item_for(text)
            if item is not None and item.key not in dislodged_keys:
                answer[item.key] = mark if mark in item.choices else (
                    Mark.DISBANDED if mark is Mark.FAILS and Mark.DISBANDED in item.choices else mark)
    if sum(1 for _ in position.all_units()) == 1:
        # A lone unit meets nobody: an order the source calls legal (pbw-01) simply succeeds.
        for text in outcome.get("legal", ()):
            item = item_for(text)
            if item is not None and item.key not in answer:
                answer[item.key] = Mark.SUCCEEDS
    for text in outcome.get("disbanded", ()):
        unit = _strip_remark(text).split()
        for item in items:
            if item.unit is not None and item.unit.province == province_of(unit[1].lower()) \
                    and Mark.DISBANDED in item.choices:
                answer[item.key] = Mark.DISBANDED
    if "dislodged" in outcome and position.phase.kind == MOVEMENT:
        # A complete list of dislodged units: every unit left to hold that is not in it held.
        for item in items:
            if item.order is None and item.choices == HOLD_CHOICES and item.key not in answer:
                answer[item.key] = Mark.SUCCEEDS
    for power_name, net in outcome.get("builds", {}).items():
        power = _power(power_name)
        builds = [i for i in items if i.power == power and isinstance(i.order, (Build, Waive))]
        removals = [i for i in items if i.power == power and isinstance(i.order, Disband)]
        if net > 0 and len(builds) == net and not removals:
            answer.update({i.key: Mark.SUCCEEDS for i in builds})
        elif net < 0 and len(removals) == -net and not builds:
            answer.update({i.key: Mark.SUCCEEDS for i in removals})
    return answer


# ---------------------------------------------------------------------------------------------
# DATC cases
# ---------------------------------------------------------------------------------------------

def datc_lessons(cases: list[Mapping[str, Any]], titles: Mapping[str, str] | None = None) -> list[Lesson]:
    """Every DATC case as a lesson (and its retreat phase as another), titled from ``titles``
    (case id -> plain title) where given."""
    lessons = []
    for case in cases:
        cid = case.get("id", "?")
        if titles and cid in titles:
            case = {**case, "plain_title": titles[cid]}
        try:
            position, orders = read_case(case, standard_map())
        except CaseError as exc:
            raise LessonDataError(f"datc.json: {cid}: {exc}") from None
        lessons.append(_datc_lesson(case, cid, position, orders))
        step = case.get("retreat_phase")
        if step:
            try:
                r_position, r_orders = read_case(step, standard_map())
            except CaseError as exc:
                raise LessonDataError(f"datc.json: {cid} retreat_phase: {exc}") from None
            lessons.append(_datc_lesson(case, f"{cid}/retreats", r_position, r_orders, step["expected"]))
        elif case["expected"].get("retreat_options"):
            lessons.append(_retreat_options_lesson(case, position, orders))
    return lessons


def _datc_title(case: Mapping[str, Any]) -> str:
    return case.get("plain_title") or case["title"].capitalize()


def _retreat_options_lesson(case: Mapping[str, Any], position: Position,
                            orders: Mapping[str, list[Order]]) -> Lesson:
    """The retreat phase a case describes only by where a unit may (not) retreat: each named unit
    is ordered to the first place the case names, and the case's answer is that it retreats
    there (``may_retreat_to``) or, the place being closed to it, is disbanded."""
    cid = case["id"]
    after = adjudicate(position, orders, standard_map()).position
    if after.phase.kind != RETREATS:
        raise LessonDataError(f"datc.json: {cid}: retreat_options given but nobody is dislodged")
    r_orders: dict[str, list[Order]] = {}
    stated: dict[tuple[str, str], Mark] = {}
    for option in case["expected"]["retreat_options"]:
        power, where = option["power"], province_of(option["unit"].split()[1])
        dislodged = next((d for d in after.dislodged if d.power == power and d.unit.province == where), None)
        if dislodged is None:
            raise LessonDataError(f"datc.json: {cid}: {option['unit']} is not dislodged")
        allowed = option.get("may_retreat_to") or ()
        dest = allowed[0] if allowed else option["may_not_retreat_to"][0]
        r_orders.setdefault(power, []).append(Retreat(dislodged.unit, dest))
        stated[(power, where)] = Mark.RETREATS if allowed else Mark.DISBANDED
    frozen = {p: tuple(o) for p, o in r_orders.items()}
    items = question_items(after, frozen)
    answer = {i.key: stated[(i.power, i.unit.province)] for i in items
              if i.unit is not None and i.order is not None and (i.power, i.unit.province) in stated}
    section = case["section"]
    groups = (DATC_SECTIONS[section][0], *DATC_TOPICS.get(section, ()), Group.RETREATS)
    return Lesson(id=f"{cid}/retreats", title=_datc_title(case),
                  source=Source(SourceKind.DATC, cid, cid, section, ("en",)), groups=tuple(dict.fromkeys(groups)),
                  position=after, orders=frozen, items=items, answer=answer, summary="", takeaway="",
                  rules=("retreats.where",), stated=StatedOutcome(
                      moved=tuple(o for p in frozen for o in frozen[p] if stated[(p, o.unit.province)] is Mark.RETREATS),
                      disbanded=tuple((p, o.unit) for p in frozen for o in frozen[p]
                                      if stated[(p, o.unit.province)] is Mark.DISBANDED)))


def _datc_lesson(case: Mapping[str, Any], lesson_id: str, position: Position, orders: Mapping[str, list[Order]],
                 expected: Mapping[str, Any] | None = None) -> Lesson:
    section = case["section"]
    group, rules = DATC_SECTIONS[section]
    groups = (group, *DATC_TOPICS.get(section, ()))
    if case["expected"].get("civil_disorder_removals") is not None or section == "6.J" and "CIVIL" in case["title"]:
        groups = (*groups, Group.CIVIL_DISORDER)
        rules = (*rules, *CIVIL_DISORDER_RULES)
    frozen = {p: tuple(o) for p, o in orders.items()}
    items = question_items(position, frozen)
    title = _datc_title(case)
    if lesson_id.endswith("/retreats"):
        rules = ("retreats.where", "retreats.clash")
    source = Source(SourceKind.DATC, case["id"], case["id"], section, ("en",))
    expected = expected if expected is not None else case["expected"]
    return Lesson(id=lesson_id, title=title, source=source, groups=groups, position=position, orders=frozen,
                  items=items, answer=_datc_answer(expected, position, items), summary=case["expected"]["summary"]
                  if expected is case["expected"] else "", takeaway="", rules=rules, unreadable=(),
                  stated=_datc_stated(expected, position, frozen))


def _datc_stated(expected: Mapping[str, Any], position: Position,
                 orders: Mapping[str, tuple[Order, ...]]) -> StatedOutcome:
    """The case's outcome as data: which moves (retreats, adjustments) succeed and fail, who is
    dislodged from where, what civil disorder removes and, after adjustments, the units left."""
    results = expected.get("order_results", {})
    done: list[Order] = []
    undone: list[Order] = []
    disbanded: list[tuple[str, Unit]] = []
    kind = position.phase.kind
    dislodged_units = {(d.power, d.unit.province) for d in position.dislodged} if kind == RETREATS else set()
    for power in sorted(orders):
        for index, order in enumerate(orders[power]):
            codes = results.get(power, [])
            if index >= len(codes):
                continue
            ok = codes[index][0] == "succeeds"
            if kind == RETREATS:
                if (power, order.unit.province) not in dislodged_units:
                    continue  # an order for a unit that is not dislodged does nothing
                if isinstance(order, Retreat) and ok:
                    done.append(order)
                elif isinstance(order, (Retreat, Disband)):
                    disbanded.append((power, order.unit))
            elif kind == ADJUSTMENTS or isinstance(order, Move):
                (done if ok else undone).append(order)
    dislodged = tuple((d["power"], unit_from_notation(d["unit"], standard_map()), d["attacker_from"])
                      for d in expected.get("dislodged", ()))
    removed = tuple((r["power"], unit_from_notation(r["unit"], standard_map())) for r in expected.get("civil_disorder_removals", ()))
    after = None
    if kind == ADJUSTMENTS and "units" in expected:
        after = tuple((p, unit_from_notation(u, standard_map())) for p in sorted(expected["units"]) for u in expected["units"][p])
    if kind == ADJUSTMENTS:
        return StatedOutcome(adjusted=tuple(done), refused=tuple(undone), removed=removed, units_after=after)
    return StatedOutcome(moved=tuple(done), failed=tuple(undone), dislodged=dislodged if kind == MOVEMENT else (),
                         disbanded=tuple(disbanded))


def _soft_convention(item: Item, codes: list[str], position: Position) -> bool:
    """The DATC leaves it to the adjudicator whether these succeed or have no effect (datc
    README): a support of an attack on the supporter's own unit, and a convoy off the route used.
    The source does not pin them down, so the lesson states no answer for them."""
    if isinstance(item.order, SupportMove):
        foreign = position.owner_at(item.order.supported.location) != item.power
        return foreign and position.owner_at(item.order.dest) == item.power and codes[0] in ("succeeds", "no_effect")
    return isinstance(item.order, Convoy) and codes[0] == "no_effect"


def _datc_answer(expected: Mapping[str, Any], position: Position, items: tuple[Item, ...]) -> dict[str, Mark]:
    answer: dict[str, Mark] = {}
    results = expected.get("order_results", {})
    for item in items:
        if item.order is not None:
            codes = results.get(item.power, [])
            if item.order_index is not None and item.order_index < len(codes) \
                    and not _soft_convention(item, codes[item.order_index], position):
                answer[item.key] = _datc_mark(item, codes[item.order_index])
    kind = position.phase.kind
    if kind == MOVEMENT and "dislodged" in expected:
        gone = {(d["power"], province_of(d["unit"].split()[1])) for d in expected["dislodged"]}
        for item in items:
            if item.order is None and item.unit is not None:
                answer[item.key] = Mark.DISLODGED if (item.power, item.unit.province) in gone else Mark.SUCCEEDS
    if kind == RETREATS:
        after = {(p, province_of(u.split()[1])) for p, us in expected.get("units", {}).items() for u in us}
        for item in items:
            if item.order is None and item.unit is not None:
                answer[item.key] = Mark.DISBANDED  # a dislodged unit without an order never stays
            elif item.choices == RETREAT_CHOICES and isinstance(item.order, (Retreat, Disband)):
                dest = province_of(item.order.dest) if isinstance(item.order, Retreat) else None
                answer[item.key] = Mark.RETREATS if (item.power, dest) in after else Mark.DISBANDED
    if kind == ADJUSTMENTS and "civil_disorder_removals" in expected:
        removed = {(r["power"], r["unit"]) for r in expected["civil_disorder_removals"]}
        for item in items:
            if item.order is None and item.unit is not None:
                answer[item.key] = Mark.REMOVED if (item.power, str(item.unit)) in removed else Mark.STAYS
    return answer


def _datc_mark(item: Item, codes: list[str]) -> Mark:
    if item.choices == RETREAT_CHOICES:
        return Mark.RETREATS if codes[0] == "succeeds" else Mark.DISBANDED
    if "dislodged" in codes and Mark.DISLODGED in item.choices:
        return Mark.DISLODGED
    return Mark.SUCCEEDS if codes[0] == "succeeds" else Mark.FAILS
