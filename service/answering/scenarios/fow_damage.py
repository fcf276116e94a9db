"""Force of Will damage situations (10.6 ダメージを与える, 10.6.4.1 ‘1つにつき’, 10.17 軽減する) and the
payload helpers the other fow builders share."""

from __future__ import annotations

import re
from functools import partial
from typing import Any

from service.answering.extract import Facts
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import fow_read as R
from service.answering.scenarios.common import story
from service.answering.scenarios.fow_tell import TYPES, damage_head
from service.engine.fow.game import START_LIFE

GAME = "fow"
PLAYER = {"self": "player1", "opponent": "player2"}
NAMES = {"resonator": "リゾネイター", "j_ruler": "J/ルーラー", "ruler": "ルーラー",
          "addition": "アディション", "stone": "魔石", "card": "カード"}  # fmt: skip
ZONE_OF = {"ruler": "ruler_area", "stone": "stone_area"}
INDESTRUCTIBLE = r"破壊されない(?:」|』|’)?\s*(?:効果|を持|能力|状態|カード)"


def built(kind: str, payload: dict[str, Any], head: Any, notes: list[str], limit: int = 4) -> BuiltScenario:
    return BuiltScenario(
        f"{GAME}.{kind}", payload, story(head, TYPES, limit=limit), tuple(dict.fromkeys(notes))
    )


def card(kind: str, uid: str, text: str, word: str = "") -> dict[str, Any]:
    """A card spec of `kind`, named as the question wrote it (`word`)."""
    spec: dict[str, Any] = {"id": uid, "name": word if word and kind != "card" else NAMES.get(kind, "カード")}
    spec["kind"] = "resonator" if kind == "card" else kind
    if spec["kind"] not in ("resonator", "j_ruler"):
        spec["defense"] = None  # only J/リゾネイター have 防御力
    if re.search(INDESTRUCTIBLE, text):
        spec["keywords"] = ["破壊されない"]
    return spec


def place(payload: dict[str, Any], player: str, zone: str, spec: dict[str, Any]) -> None:
    payload.setdefault(player, {}).setdefault(zone, []).append(spec)


# ----- 10.6 ダメージ / 10.17 軽減 ---------------------------------------------------------------
_DAMAGE_VERB = r"ダメージ|与え|撃|使|飛ば|打"
_PASSIVE_DAMAGE = r"受け|食ら|くら"
_INCOMING = (
    r"相手(?:から|の(?:効果|能力|カード|呪文|リゾネイター|J/ルーラー|ルーラー)(?:の効果)?(?:で|により|によって))"
    r"|ダメージ(?:を)?\s*(?:受け|食ら|くら|喰ら|もら)|飛んで(?:き|く)|撃たれ|撃ち込まれ|与えられ(?:た|て)"
)


def _damage_targets(facts: Facts, payload: dict[str, Any], notes: list[str]) -> tuple[list[str], bool]:
    """Targets as ids ("player2", "t1" …), placing the cards the question names; and whether the
    target was assumed (the question names none: the opponent)."""
    text = facts.text
    objects = R.objects_of(text, _DAMAGE_VERB, passive=_PASSIVE_DAMAGE)
    lives = R.life(text)
    if not objects and (lives.keys() - {"unsaid"}):
        objects = [R.Mention("player", side, 0, 0) for side in lives if side != "unsaid"]
    if not objects and re.search(r"防御力|リゾネイター(?!の(?:効果|能力))", text):  # not the source
        kind = "resonator"
        # 「『…対象のリゾネイターに与える』…対象の相手リゾネイターは」: the target's side is the one
        # the question gives 対象 outside the card text, not the counted 「あなたの場のリゾネイター」's
        aimed = re.search(
            r"対象(?:の|は|に)?\s*(相手|自分|こっち|こちら)(?:の)?\s*リゾネイター", R.unquoted(text)
        )
        side = dict(R.SIDES).get(aimed.group(1)) if aimed else None
        if side is None and "リゾネイター" in text:
            side = R.side_before(text, text.find("リゾネイター"))
        objects = [R.Mention(kind, side, 0, 0)]
    # no target named: 「相手から飛んできた」「ダメージを食らった」 hit the asker; a stated life (of
    # nobody in particular) is the target's, so its result is told; otherwise the opponent is assumed
    incoming = re.search(_INCOMING, R.unquoted(text)) is not None
    assumed = not objects and not incoming and "unsaid" not in lives
    if not objects:
        objects = [R.Mention("player", "self" if incoming else "opponent", 0, 0)]
    targets: list[str] = []
    prior, dfn = R.prior_damage(text), R.stat(text, "防御力")
    for o in objects:
        side = o.side or "opponent"
        if o.kind == "player":
            player = PLAYER[side]
            if player not in targets:
                targets.append(player)
            life = lives.get(side, lives.get("unsaid"))
            if life is not None:
                payload.setdefault(player, {})["life"] = life
            continue
        count = o.count
        if count == 1 and re.match(r"\s*(?:の)?(?:全て|すべて|全部|全員)", text[o.end :]):
            count = R.counted(text, re.escape(o.word)) or 1  # 「リゾネイター全てに…リゾネイターが3体」
        for _ in range(count):
            uid = f"t{len([t for t in targets if t.startswith('t')]) + 1}"
            spec = card(o.kind, uid, text, o.word)
            if spec["kind"] in ("resonator", "j_ruler"):
                if R.no_defense(text):
                    spec["defense"] = None
                elif dfn is not None:
                    spec["defense"] = dfn
                else:
                    spec["defense"] = 10000
                    notes.append(
                        "防御力が質問にないため10000としています(蓄積されるダメージの値は防御力によりません)。"
                    )
            if prior is not None:  # 「(ダメージ0)」 too: the stated damage on it
                spec["damage"] = prior
            if o.kind == "card" and R.no_defense(text):
                spec["defense"] = None
            place(payload, PLAYER[side], "field", spec)
            targets.append(uid)
    place_sources(text, payload)
    return targets, assumed


# 「こっちのリゾネイターの能力で」「自分のJ/リゾネイターが持つ効果で」: the card whose ability deals the
# damage — its source, never a target. Trap batch K fow-bk-02 had been run with the 700 on it, then
# withheld (reading/inverse.py unseated_cards: the asker's resonator was in no seat of the scenario)
_SOURCE = re.compile(
    r"((?:J/)?リゾネイター)(?:が持つ|の持つ|の)\s*(?:起動|自動|永続)?(?:能力|効果)"
    r"(?:[(（][^)）]{0,30}[)）])?(?:で|により|によって|を使)"  # 「起動能力(そのリゾネイターは場に残る)で」
)


def place_sources(text: str, payload: dict[str, Any]) -> None:
    """Each source card the question gives an owner stands on that owner's field (it deals the
    damage and takes none), so the scenario holds every card the question names where it said."""
    for i, m in enumerate(_SOURCE.finditer(R.unquoted(text))):
        side = R.side_before(text, m.start())
        if side is not None:
            place(payload, PLAYER[side], "field", card("resonator", f"s{i + 1}", "", m.group(1)))


def _damage_scenario(
    kind: str,
    facts: Facts,
    payload: dict[str, Any],
    op: dict[str, Any],
    amount: int,
    notes: list[str],
    assumed: bool,
    repeat: int = 1,
) -> BuiltScenario | Unsupported:
    prevent = R.prevention(facts.text)
    if prevent is not None and re.search(PREVENTION_DENIED, facts.text):
        # 「軽減しなかった」「軽減できなかった」: a prevention denied is no prevention of N or all
        return Unsupported(
            "軽減が否定されている(軽減しなかった等)ため、軽減の有無をシナリオにできませんでした。"
        )
    if prevent is not None:
        op["prevent"] = prevent
    payload["operations"] = [dict(op) for _ in range(repeat)]
    dealt = 0 if prevent == "all" else max(0, amount - (prevent if isinstance(prevent, int) else 0))
    dealt *= repeat
    dfn = R.stat(facts.text, "防御力")
    cards = [t for t in op["targets"] if t not in ("player1", "player2")]
    at_or_over = dfn is None or (R.prior_damage(facts.text) or 0) + dealt >= dfn
    if cards and at_or_over and _asks_destroyed(facts.text) and not re.search(INDESTRUCTIBLE, facts.text):
        # 「破壊される?」 with damage at or over 防御力 (or 防御力 unsaid): the rule process that
        # destroys it is not in §10, so no simulated yes or no
        return Unsupported(UNDECIDED)
    if cards and dfn is not None and (R.prior_damage(facts.text) or 0) + dealt >= dfn:
        notes.append(
            "防御力以上のダメージが蓄積したJ/リゾネイターが破壊されるかを決めるルール処理は収録された§10にないため、"
            "シミュレーションは破壊を判定しません。"
        )
    stated = frozenset(p for p in ("player1", "player2") if "life" in payload.get(p, {}))
    if dealt >= START_LIFE and any(t in ("player1", "player2") and t not in stated for t in op["targets"]):
        notes.append(
            f"ライフが質問にないため{START_LIFE}(公式の初期値。§10には規定がありません)としています。"
        )
    # an assumed target's fate is not told: only the one instance (10.6.4) is
    untold = frozenset(op["targets"]) if assumed else frozenset()
    return built(kind, payload, partial(damage_head, stated_life=stated, untold=untold), notes)


# 10.17: 「軽減しなかった」「軽減されず」「軽減できなかった」 — the prevention told is denied
PREVENTION_DENIED = r"軽減(?:は|も)?\s*(?:しな[いかく]|されな[いかく]|せず|されず|でき(?:な[いかく]|ず))"


UNDECIDED = (
    "防御力以上のダメージが蓄積した(または防御力が質問にない)J/リゾネイターが破壊されるかを決めるルール処理は"
    "収録された§10にないため、破壊されるかどうかはシミュレーションしていません。"
)


def _asks_destroyed(text: str) -> bool:
    return any(f.concept == "destroyed" for f in read(text, GAME).asks())


def per_card_damage(facts: Facts) -> BuiltScenario | Unsupported | None:
    each = R.per_each(facts.text)
    if each is None:
        return None
    text, notes = facts.text, []
    head = text[: text.find("につき")]
    zone, noun = "hand", "手札"
    for word, z in (("手札", "hand"), ("場", "field"), ("墓地", "graveyard"), ("除外", "removed")):
        if word in head[-16:]:
            zone, noun = z, word
    whose = R.side_before(text, head.rfind(noun), 6) or "self"
    count = R.counted(text, noun) if zone != "field" else R.counted(text, r"場に")
    if count is None and zone == "field":
        count = R.counted(text, r"リゾネイター(?:が|は)")
    if count is None:
        count = 3
        notes.append(f"数える{noun}のカードの枚数が質問にないため、10.6.4.1の例と同じ3枚としています。")
    payload: dict[str, Any] = {}
    counter = PLAYER[whose]
    if zone == "hand":
        payload.setdefault(counter, {})["hand"] = count
    else:
        for i in range(count):
            place(payload, counter, zone, {"id": f"c{i + 1}", "name": "リゾネイター"})
    targets, assumed = _damage_targets(facts, payload, notes)
    op: dict[str, Any] = {"kind": "deal_damage", "targets": targets, "per_zone": zone,
                          "per_player": counter, "per_each": each}  # fmt: skip
    return _damage_scenario("per_card_damage", facts, payload, op, each * count, notes, assumed)


def damage(facts: Facts) -> BuiltScenario | Unsupported | None:
    amount = R.damage_amount(facts.text)
    if amount is None:
        return None
    notes: list[str] = []
    payload: dict[str, Any] = {}
    targets, assumed = _damage_targets(facts, payload, notes)
    op: dict[str, Any] = {"kind": "deal_damage", "targets": targets, "amount": amount}
    # 「300ダメージを2回与える」 is two instances (not 「1回で」, not 「2回に分けて」)
    times = re.search(r"ダメージを\s*([0-9]+)\s*回(?!で|に分)", facts.text)
    repeat = min(int(times.group(1)), 20) if times else 1
    return _damage_scenario("damage", facts, payload, op, amount, notes, assumed, repeat)
