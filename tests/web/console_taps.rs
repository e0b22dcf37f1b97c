//! The console's one-tap buttons, each saying the whole action it records: "trade and
//! declare" (the number the engine gives once the set is traded), the attacks from a
//! territory ("Attacca Cina da Mongolia con 3", a plain form post), "move and end the
//! turn". Without the script the two-action buttons stay hidden and the plain forms
//! serve.

use crate::console::{act, entries, game_of, organizer};
use crate::helpers::TestApp;
use arbitro::engine::{Action, ClockEvent};
use axum::http::StatusCode;

/// Plays the random player's match of seed 11 through the console up to its first
/// trade; returns the match id, the trade and the game before it.
async fn up_to_the_first_trade(t: &mut TestApp) -> (i64, Action, arbitro::engine::Game) {
    up_to(t, |a| matches!(a, Action::Trade { .. })).await
}

/// Plays the random player's match of seed 11 through the console up to the first
/// action `stop` accepts; returns the match id, that action and the game before it.
async fn up_to(
    t: &mut TestApp,
    stop: impl Fn(&Action) -> bool,
) -> (i64, Action, arbitro::engine::Game) {
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
        if stop(a) {
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
    panic!("the random match of seed 11 has no such action");
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

/// The value and label of the one-tap attack `from → to` (the most tanks, up to 3).
fn strike_of(
    g: &arbitro::engine::Game,
    from: arbitro::engine::TerritoryId,
    to: arbitro::engine::TerritoryId,
) -> (String, String, u32) {
    use crate::console::slug;
    use arbitro::engine::Lang;
    let max = g.max_attack_tanks_against(from, to);
    let name = |t| g.map().name(t, Lang::It).to_string();
    (
        format!("{}>{}>{max}", slug(&from), slug(&to)),
        format!("Attacca {} da {} con {max}", name(to), name(from)),
        max,
    )
}

#[tokio::test]
async fn an_attack_is_one_button_saying_it_and_a_plain_post_records_it() {
    let mut t = organizer().await;
    let (id, attack, g) = up_to(&mut t, |a| matches!(a, Action::Attack { .. })).await;
    let Action::Attack { seat, from, to, .. } = attack else {
        unreachable!()
    };
    let (value, label, max) = strike_of(&g, from, to);
    let page = t.get(&format!("/console/m/{id}")).await;
    let button = format!(
        "name=\"strike\" value=\"{}\" data-from=\"{}\" hidden>{label}</button>",
        value.replace('>', "&#62;"),
        crate::console::slug(&from)
    );
    assert!(page.body.contains(&button), "{button}: {}", page.body);
    // Every legal attack has its button, and only those.
    let offered = page.body.matches("name=\"strike\"").count();
    let legal: usize = arbitro::engine::map::members(g.territories_of(seat))
        .map(|f| {
            g.legal_attack_targets(f)
                .into_iter()
                .filter(|to| g.max_attack_tanks_against(f, *to) > 0)
                .count()
        })
        .sum();
    assert_eq!(offered, legal, "one button per legal attack");

    // A malformed strike is refused with a sentence, nothing recorded.
    let before = entries(&t).await;
    let expected = before.to_string();
    let seat_s = seat.to_string();
    let post = |strike: String| {
        vec![
            ("type".to_string(), "attack".to_string()),
            ("seat".to_string(), seat_s.clone()),
            ("expected".to_string(), expected.clone()),
            ("key".to_string(), "strike".to_string()),
            ("strike".to_string(), strike),
        ]
    };
    let route = value.rsplit_once('>').unwrap().0.to_string();
    for (bad, says) in [
        (format!("{route}>tre"), "Scrivi un numero."),
        ("atlantide>cina>3".to_string(), "Territorio sconosciuto."),
        ("cina".to_string(), "Scegli una delle voci."),
    ] {
        let f = post(bad.clone());
        let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        let r = t.post(&format!("/console/m/{id}/act"), &refs).await;
        assert!(r.status.is_client_error(), "{bad}: {}", r.status);
        assert!(r.body.contains(says), "{bad}: {}", r.body);
        assert_eq!(entries(&t).await, before, "{bad}: nothing recorded");
    }

    // Without the script the button is a plain form post: the attack is recorded, once.
    let f = post(value.clone());
    let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = t.post(&format!("/console/m/{id}/act"), &refs).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let again = t.post(&format!("/console/m/{id}/act"), &refs).await;
    assert_eq!(
        again.status,
        StatusCode::SEE_OTHER,
        "a double tap: {}",
        again.body
    );
    assert_eq!(entries(&t).await, before + 1, "recorded once");
    let (log, _) = game_of(&t, id).await;
    assert_eq!(
        log.actions.last(),
        Some(&Action::Attack {
            seat,
            from,
            to,
            tanks: max
        })
    );
}

#[tokio::test]
async fn move_and_end_the_turn_is_the_referees_choice_beside_the_move() {
    let mut t = organizer().await;
    let (id, _, g) = up_to(&mut t, |a| matches!(a, Action::Move { .. })).await;
    use arbitro::engine::risiko2v2::Phase;
    assert!(
        matches!(g.phase(), Phase::Reinforce | Phase::Attack),
        "the turn may end here"
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    let form = page
        .body
        .split("data-pick=\"move\"")
        .nth(1)
        .and_then(|f| f.split("</form>").next())
        .unwrap_or_else(|| panic!("no move form: {}", page.body));
    let plain = form.find("data-label=\"Sposta {n} da {from} a {to}\">Sposta</button>");
    let both = form.find(
        "data-then=\"end\" data-label=\"Sposta {n} da {from} a {to} e finisci il turno\" hidden>Sposta e finisci il turno</button>",
    );
    assert!(
        plain.is_some() && both.is_some(),
        "both buttons, the combined one hidden without the script: {form}"
    );
    assert!(
        plain < both,
        "the plain move comes first (Enter in the number field sends the move only)"
    );
    assert!(
        form.contains("data-max=\"") && form.contains("data-from=\""),
        "each route says its most tanks and its names: {form}"
    );
    assert!(
        page.body.contains("class=\"act end\""),
        "the end of turn the script sends after the move"
    );
}
