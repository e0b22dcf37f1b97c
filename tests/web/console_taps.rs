//! "Trade and declare" in one tap: the button carries the number the engine gives once
//! the set is traded; without the script the trade's form records the trade only and
//! the declaration's own form follows.

use crate::console::{act, entries, game_of, organizer};
use crate::helpers::TestApp;
use arbitro::engine::{Action, ClockEvent};
use axum::http::StatusCode;

/// Plays the random player's match of seed 11 through the console up to its first
/// trade; returns the match id, the trade and the game before it.
async fn up_to_the_first_trade(t: &mut TestApp) -> (i64, Action, arbitro::engine::Game) {
    use crate::console::{create, links, random_player, slug};
    use arbitro::engine::objective::example_catalogue;
    let (log, _) = random_player::play_game(11, 1, 4000);
    let id = create(t).await;
    let cat = example_catalogue();
    let obj: Vec<(String, String)> = log
        .objectives
        .iter()
        .map(|(seat, o)| {
            let i = cat.iter().position(|e| &e.objective == o).unwrap();
            (format!("obj{seat}"), i.to_string())
        })
        .collect();
    let refs: Vec<(&str, &str)> = obj.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    t.post(&format!("/console/m/{id}/objectives"), &refs).await;
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "11")])
        .await;
    let tokens = links(&r.body);
    for (i, a) in log.actions.iter().enumerate() {
        if matches!(a, Action::Trade { .. }) {
            let (_, g) = game_of(t, id).await;
            return (id, a.clone(), g);
        }
        let key = format!("k{i}");
        let r = match a {
            Action::DraftPick { seat, territory } => {
                let tok = &tokens[usize::from(*seat)];
                let s = slug(territory);
                t.post(
                    &format!("/draft/{tok}"),
                    &[("territory", &s), ("key", &key)],
                )
                .await
            }
            Action::Clock {
                event: ClockEvent::Announce,
                ..
            } => {
                // The call comes after 90 minutes of running clock.
                t.clock.advance(chrono::Duration::minutes(90));
                act(t, id, a, &key).await
            }
            _ => act(t, id, a, &key).await,
        };
        assert_eq!(
            r.status,
            StatusCode::SEE_OTHER,
            "action {i} {a:?}: {}",
            r.body
        );
    }
    panic!("the random match of seed 11 has no trade");
}

#[tokio::test]
async fn trade_and_declare_is_one_button_with_the_engines_number() {
    let mut t = organizer().await;
    let (id, trade, g) = up_to_the_first_trade(&mut t).await;
    let Action::Trade { seat, sets } = trade else {
        unreachable!()
    };
    // What the engine gives once the set is traded, from the engine itself.
    let due = g.apply(&trade).unwrap().reinforcement_breakdown(seat).total;
    let page = t.get(&format!("/console/m/{id}")).await;
    let button = format!("Scambia {sets} e dichiara {due}");
    assert!(page.body.contains(&button), "{}", page.body);
    assert!(
        page.body.contains("data-then=\"declare\" hidden"),
        "without the script the button stays hidden: {}",
        page.body
    );
    // Without the script the same form records the trade only; the declaration's own
    // form follows with the same number.
    let before = entries(&t).await;
    assert_eq!(
        act(&mut t, id, &trade, "tr").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(entries(&t).await, before + 1);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(&format!("Dichiara {due}")),
        "{}",
        page.body
    );
    assert!(!page.body.contains("data-then"), "{}", page.body);
}
