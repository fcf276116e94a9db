"""Which rule passage leads the answer. The candidate clauses are given in the order the real hybrid
index returns them for each question, so these tests check composition, not retrieval."""

from __future__ import annotations

import pytest

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.citing import UNFOLLOWED
from service.answering.compose import Scored, question_shapes, split_condition
from service.answering.compose_shapes import SETTLES, alternatives, is_definition_question, kind_asked
from service.answering.relevance import Lexicon
from tests.service.answering.conftest import FixedSearcher


def ranked(answerer: Answerer, game: str, question: str, ids: list[str]) -> list[Scored]:
    clauses = [answerer.corpus.book(game).clauses[i] for i in ids]
    read = answerer.lexicon.read(question, game)
    demoted = UNFOLLOWED.get(game, frozenset())
    return answerer.composer.rank(question, read, clauses, answerer.citable(game), demoted)


def lead_id(answerer: Answerer, game: str, question: str, ids: list[str]) -> str:
    return ranked(answerer, game, question, ids)[0].passage.clause.id


def test_sve_1_2_2_simultaneous_defeat_leads_over_11_2_1_reaching_zero(fast_answerer: Answerer) -> None:
    """体力0 → 敗北 (11.2.1) feeds 同時に敗北 → 引き分け (1.2.2): the question asks the latter."""
    ids = ["11.2.1", "1.2.2", "1.2.1.1", "2.8.3.1", "15.2.1.3"]
    assert lead_id(fast_answerer, "sve", "お互いのリーダーの体力が同時に0になったらどうなる?", ids) == "1.2.2"


def test_ks_505_5_no_hand_limit_leads_a_how_many_question(fast_answerer: Answerer) -> None:
    ids = ["505.5", "1313.1", "505.2", "1314.2", "1208.1"]
    assert lead_id(fast_answerer, "kiseki", "手札って何枚まで持っていていいの?", ids) == "505.5"


def test_sve_8_4_3_1_list_of_targets_leads_a_what_question(fast_answerer: Answerer) -> None:
    ids = ["8.4.3.1", "8.4.3.2.1", "12.12.2.1", "12.11.2", "8.4.3.2"]
    top = ranked(fast_answerer, "sve", "攻撃目標として選択できるのは何ですか?", ids)[0].passage
    assert top.clause.id == "8.4.3.1"
    assert "非ターンプレイヤーのリーダー" in top.text  # the list items come with their sentence


def test_sve_4_10_2_the_topic_decides_between_two_placement_rules(fast_answerer: Answerer) -> None:
    """「消滅したカードって」 is the topic: 4.10.2 (消滅したカードは表向きで置きます) beats
    4.2.3.2 (裏向き)."""
    ids = ["4.10.2", "4.2.3.2", "4.2.3.3", "4.10.1", "5.6.1"]
    assert lead_id(fast_answerer, "sve", "消滅したカードってどこに置くの? 裏向き?", ids) == "4.10.2"


def test_op_1_2_2_2_the_unfollowed_side_of_the_contradiction_never_leads(fast_answerer: Answerer) -> None:
    ids = ["1-2-2-2", "1-2-1-1-2", "9-2-1-2"]
    assert lead_id(fast_answerer, "onepiece", "山札が0枚になったら負けになる?", ids) != "1-2-2-2"


def test_op_10_1_3_1_the_lead_keeps_the_sentence_that_answers(corpus: Corpus, lexicon: Lexicon) -> None:
    """【バニッシュ】とは… alone does not say whether 【トリガー】 fires; its next sentence does."""
    searcher = FixedSearcher({"onepiece": ["10-1-3-1", "2-11-1", "4-6-3", "7-1-4-1-1-2", "10-1-5-1"]})
    answer = Answerer(corpus, searcher, lexicon).ask(
        "バニッシュ持ちでリーダーにダメージ入れたとき、相手のライフのトリガーって発動するの?", "onepiece"
    )
    first = answer.answer.splitlines()[0]
    assert first.endswith("このとき、【トリガー】は発動しません。(10-1-3-1)")
    assert answer.citations[0].id == "10-1-3-1"


def test_op_7_1_1_2_a_step_sentence_leads_together_with_the_sentence_after_it(
    corpus: Corpus, lexicon: Lexicon
) -> None:
    searcher = FixedSearcher({"onepiece": ["7-1-1-2", "7-1-1", "7-1-1-1", "7-1-4-1", "7-1-4-2"]})
    answer = Answerer(corpus, searcher, lexicon).ask(
        "アタックの対象にできるのはどのカードですか?", "onepiece"
    )
    assert "対象にできるのは、相手のリーダーカードか" in answer.answer.splitlines()[0]


# Definition-type questions: the clause that defines the asked term leads. Candidate orders are the
# real index's for each question.
DEFINING = [
    ("ninjaslayer", "オヒガンってどういう領域?",
     ["308.2", "308", "308.1", "1311.1", "1211.4", "1608.1", "1309.1", "1604.1", "1319.1", "1611.1"],
     {"308.1"}),
    ("kiseki", "ｵｰﾊﾞｰｷﾙってなに?",
     ["1309.1a", "1222.3", "1319.1", "804.11a-3", "804.11b", "1319", "104.3", "1310.1", "105.1", "1313.1a"],
     {"804.11a-3", "804.11b"}),
    ("kiseki", "スタンしたユニットの向きって?裏?表?",
     ["1306.2a", "1306.2d", "1306.4", "1306.2b", "1306.1", "1306.2c", "1306.3", "1308.1", "1222.4", "1307.1"],
     {"1306.2a"}),
    ("ninjaslayer", "除外されたカードってどこ行くの?",
     ["311.2", "1324.1", "311.1", "312.1", "309.1a", "309.1b-1", "309.1", "309.1b", "302.2b", "311"],
     {"1324.1", "311.1"}),
    ("kiseki", "拠点に置くカードって表向き?裏向き?",
     ["503.2a", "1316.2", "1316.1", "503.2b", "503.2", "507.4", "1209.1a", "703.7a", "1208.1a", "1405.1"],
     {"703.7a"}),
    ("onepiece", "キャラは何枚まで置ける?",
     ["3-7-6", "3-7-6-1", "2-2-4-1", "3-8-5", "3-7-2", "3-7-1", "3-8-5-1", "3-7-5", "1-3-5-1", "4-5-3"],
     {"3-7-6"}),
    ("sve", "ｴﾎﾞﾙｳﾞﾃﾞｯｷって何枚まで入れられるんだっけ?",
     ["6.1.1.3", "6.1.1.4", "4.8.3.1", "6.1.1.2", "4.7.3.1", "4.4.4.1", "1.3.5.1", "4.8.3", "6.2.1.1.1"],
     {"6.1.1.3"}),
    ("sve", "EXエリアには何枚までカードを置ける?",
     ["4.8.3.2", "4.8.3.1", "4.8.3.3", "11.5.1", "4.8.2", "4.8.3", "4.8.1", "8.2.1", "9.1.4.2", "9.1.4.1"],
     {"4.8.3.1"}),
]  # fmt: skip


@pytest.mark.parametrize(("game", "question", "ids", "gold"), DEFINING)
def test_the_defining_clause_leads(
    fast_answerer: Answerer, game: str, question: str, ids: list[str], gold: set[str]
) -> None:
    assert lead_id(fast_answerer, game, question, ids) in gold


def test_ns_308_1_a_one_word_heading_is_the_subject_its_sentences_leave_unsaid(
    fast_answerer: Answerer,
) -> None:
    book = fast_answerer.corpus.book("ninjaslayer")
    assert fast_answerer.composer.subjects(book.clauses["308.1"]) == {"オヒガン"}
    assert (
        fast_answerer.composer.subjects(book.clauses["1102.4"]) == frozenset()
    )  # 「ダメージの発生」: two words


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("拠点に置くカードって表向き?裏向き?", ("表向き", "裏向き")),
        ("スタンしたユニットの向きって?裏?表?", ("裏", "表")),
        ("表向きか裏向きか?", ("表向き", "裏向き")),
        ("先攻か後攻かってどうやって決めるの?", ()),
        ("エボルヴデッキって何枚まで入れられる? 入れなくてもいい?", ()),
    ],
)
def test_alternatives_ending_a_question(question: str, expected: tuple[str, ...]) -> None:
    assert alternatives(question) == expected


def test_two_alternatives_are_no_yes_no_question() -> None:
    """「表向き?裏向き?」 is answered by a passage naming one side, not by one that permits."""
    shapes = {s.pattern for s in question_shapes("拠点に置くカードって表向き?裏向き?")}
    assert "表向き|裏向き" in shapes and SETTLES.pattern not in shapes


@pytest.mark.parametrize(
    ("question", "definition"),
    [
        ("ｵｰﾊﾞｰｷﾙってなに?", True),
        ("オヒガンってどういう領域?", True),
        ("除外されたカードってどこに行くの? 墓地とは別?", False),  # とは別 compares
        ("スタンしたユニットの向きって?", False),
    ],
)
def test_definition_questions(question: str, definition: bool) -> None:
    assert is_definition_question(question) is definition


def test_kana_nani_is_a_question_word_and_soitsu_is_not() -> None:
    assert SETTLES.pattern not in {s.pattern for s in question_shapes("ｵｰﾊﾞｰｷﾙってなに?")}
    assert SETTLES.pattern in {s.pattern for s in question_shapes("そいつでブロックできる?")}
    assert kind_asked("オヒガンってどういう領域?") == "領域"
    assert kind_asked("「軽減する」とは、どういう効果のことですか?") == "効果"


@pytest.mark.parametrize(
    ("question", "asks_for"),
    [
        ("手札の上限は何枚?", "上限が存在しません"),
        ("墓地って誰でも見ていいの?", "できます"),
        ("ブロッカーって何?", "とは"),
        ("ウケミが付いてなかったらどうなる?", "持たない場合"),
    ],
)
def test_question_shapes(question: str, asks_for: str) -> None:
    assert any(shape.search(asks_for) for shape in question_shapes(question))


def test_a_wh_question_is_not_a_yes_no_question() -> None:
    """「何ですか?」 asks for a list or a definition, not for できません."""
    assert not any(shape.search("攻撃目標は選択できません。") for shape in question_shapes("対象は何ですか?"))


def test_split_condition() -> None:
    assert split_condition("すべてのプレイヤーが同時に敗北する場合、そのゲームは引き分けになります。") == (
        "すべてのプレイヤーが同時に敗北する場合、",
        "そのゲームは引き分けになります。",
    )
    assert split_condition("手札には上限が存在しません。") == ("", "手札には上限が存在しません。")
