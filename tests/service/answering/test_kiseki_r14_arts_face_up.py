"""Round 14 (kiseki): a 拠点 UNIT card's アーツ played again after the first play from the 拠点 was told
to have turned it face up (「拠点から撃って、そのカードは表になった」) and the 拠点 readied at the turn's
end: the face-up state is what the play did (1204.2a, `kiseki_arts_again.told_face_up`), a face-up
UNIT card's アーツ in the 拠点 cannot be played (1213.2a), and readying does not turn it back (705.8)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    "question",
    [
        "拠点に裏向きで置いてたUNITカードのアーツを拠点からプレイして、カードは表向きになった。"
        "次のターン、拠点をレディしてから同じカードのアーツをまた撃てる?",
        "自分の拠点の裏向きのUNITカードのアーツを拠点から使って、それが表になった。ターンが変わって拠点も全部レディ。"
        "そのカードのアーツをもう1回使える?",
        "拠点に伏せてたUNITカードのアーツを拠点から撃ったらそのカードは表になった。同じターンに、もう一度そのアーツを撃てる?",
    ],
)
def test_1213_2a_a_face_up_base_card_arts_cannot_be_played_again(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # turned face down again by an effect: another situation
        "拠点の裏向きのUNITカードのアーツを拠点から撃って、そのカードは表になった。そのあと効果で裏向きに戻した。"
        "もう一回そのアーツを撃てる?",
        # played from the hand: the card goes to the 軌跡 (1204.2f-5)
        "手札のUNITカードのアーツを撃って、そのカードは表になった。拠点をレディしたし、もう一回そのアーツを撃てる?",
        # another card's アーツ
        "拠点の裏向きのUNITカードのアーツを拠点から撃って、そのカードは表になった。拠点をレディしたし、"
        "別のUNITカードのアーツを拠点から撃てる?",
    ],
)
def test_1213_2a_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
