"""10.19 なる/得る for a card's 種族 (race), and whether a card is a legal choice of 「<種族>1体を選ぶ」.

10.19.1: a card that becomes (‘なる’) a race loses the races it had; 10.19.2: a card that gains (‘得る’)
one keeps them and has the new one too. A choice of 「<種族>1体」 can choose only a card with that
race (10.13.1: the legal choices).
"""

from __future__ import annotations

from service.engine.core import Action, Card
from service.engine.errors import IllegalAction
from service.engine.fow.game import FowGame

_MODES = {"become": "10.19.1", "gain": "10.19.2"}


def races_of(card: Card) -> list[str]:
    return [str(r) for r in card.flags.get("races", ())]


def verify_change_race(game: FowGame, action: Action) -> None:
    mode = str(action.params.get("mode") or "")
    rules = (_MODES.get(mode, "10.19"),)
    game.card(action.params.get("card"), rules)
    if mode not in _MODES or not action.params.get("race"):
        raise IllegalAction("bad_race", "種族の変更は mode (become/gain) と race で指定します", ("10.19",))


def change_race(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    race, mode = str(action.params["race"]), str(action.params["mode"])
    before = races_of(card)
    if mode == "become":  # 10.19.1: the races it had are lost
        after = [race]
        text = f"{card.name} は種族「{race}」になり、それまでの種族({'・'.join(before) or 'なし'})を失う"
    else:  # 10.19.2: in addition to the races it had
        after = [*before, race] if race not in before else before
        text = f"{card.name} はそれまでの種族({'・'.join(before) or 'なし'})に加えて種族「{race}」を得る"
    game.set_flag(card, "races", after, (_MODES[mode],), text)


def verify_choose_card(game: FowGame, action: Action) -> None:
    _owner, _zone, card = game.card(action.params.get("card"), ("10.13.1",))
    race = action.params.get("race")
    if race and str(race) not in races_of(card):
        had = "・".join(races_of(card)) or "なし"
        raise IllegalAction(
            "not_a_legal_choice",
            f"{card.name} の種族は「{had}」で「{race}」を持たないため、"
            f"「{race}1体を選ぶ」の適正な選択肢ではありません",
            ("10.13.1", *_why(game, card)),
        )


def choose_card(game: FowGame, action: Action) -> None:
    card = game.find(str(action.params["card"]))[2]
    race = action.params.get("race")
    game.emit(
        "chosen",
        f"{card.name} は種族「{race}」を持つので、「{race}1体を選ぶ」の適正な選択肢として選べる",
        ("10.13.1", *_why(game, card)),
        player=action.player,
        card=card.uid,
    )


def _why(game: FowGame, card: Card) -> tuple[str, ...]:
    """The race change clauses the run applied to `card` (why it has, or lacks, the race)."""
    out: list[str] = []
    for e in game.events:
        if e.data.get("card") == card.uid and e.data.get("key") == "races":
            out.extend(r for r in e.rules if r not in out)
    return tuple(out)
