//! T.E.G. La Revancha's move-in form (issue 17) through the console's real routes: each
//! button is a count the engine's `occupy` takes, and the one that is not a plain "move
//! in with n" says what it does: 0 after expelling one co-owner of a condominium (§13.8)
//! is staying out, leaving the country to the co-owner left, in all three languages; in
//! one's own international zone (§12) only 1 is offered.

use crate::console::organizer;
use crate::console_teg::ok;
use crate::console_teg_alliances::{at, game, page, position};
use crate::helpers::TestApp;

const STAYS_OUT: &str = include_str!("../scenarios/teg/third_colour_stays_out.json");
const ZONE_TAKEN: &str = include_str!("../scenarios/teg/zone_taken_with_one_army.json");
const PLAIN: &str = include_str!("../scenarios/teg/occupy_three_after_conquest.json");

/// The move-in form's buttons, (value, label), from the page.
fn buttons(body: &str) -> Vec<(String, String)> {
    let form = body
        .split(r#"class="stack act occupy""#)
        .nth(1)
        .expect("the move-in form")
        .split("</form>")
        .next()
        .unwrap();
    form.split(r#"name="armies" value=""#)
        .skip(1)
        .map(|b| {
            let (value, rest) = b.split_once('"').unwrap();
            let label = rest.split_once('>').unwrap().1.split_once('<').unwrap().0;
            (value.to_string(), label.to_string())
        })
        .collect()
}

async fn in_lang(t: &mut TestApp, lang: &str, id: i64) -> Vec<(String, String)> {
    t.post("/lang", &[("lang", lang), ("next", "/")]).await;
    buttons(&page(t, id).await)
}

#[tokio::test]
async fn staying_out_of_a_condominium_is_a_button_saying_who_keeps_the_country() {
    let mut t = organizer().await;
    // Dario has just emptied Beto's share of Ucrania (Ana's and Beto's condominium).
    let id = position(&mut t, STAYS_OUT, 18).await;
    let body = page(&mut t, id).await;
    let b = buttons(&body);
    assert_eq!(
        b,
        vec![
            ("0".into(), "Non entrare: Ucraina resta solo a Ana".into()),
            ("1".into(), "Entra con 1".into()),
            ("2".into(), "Entra con 2".into()),
        ],
        "{body}"
    );
    assert!(!body.contains("Entra con 0"));
    assert!(
        body.contains("Entrando, Dario divide Ucraina con Ana, senza patto tra loro"),
        "{body}"
    );
    assert_eq!(
        in_lang(&mut t, "en", id).await[0].1,
        "Stay out: Ukraine is left to Ana alone"
    );
    assert_eq!(
        in_lang(&mut t, "es", id).await[0].1,
        "No entrar: Ucrania queda solo para Ana"
    );
    in_lang(&mut t, "it", id).await;
    // The tap does what it says: Ucrania is Ana's alone.
    ok(
        &mut t,
        id,
        &[("type", "occupy"), ("seat", "3"), ("armies", "0")],
    )
    .await;
    let g = game(&mut t, id).await;
    assert_eq!(g.holder(at("ucrania")), Some(0));
    assert!(g.occupation().is_none());
}

#[tokio::test]
async fn a_zone_taken_back_offers_one_army_and_a_plain_conquest_one_to_three() {
    let mut t = organizer().await;
    // Beto takes back Tasmania, the zone, from Australia's 8 armies.
    let id = position(&mut t, ZONE_TAKEN, 170).await;
    let body = page(&mut t, id).await;
    assert_eq!(
        buttons(&body),
        vec![("1".into(), "Entra con 1".into())],
        "{body}"
    );
    assert!(body.contains("Zona internazionale: si entra con un solo esercito."));

    // A plain conquest: 1 to 3, no 0 and no note.
    let id = position(&mut t, PLAIN, 10).await;
    let body = page(&mut t, id).await;
    let values: Vec<String> = buttons(&body).into_iter().map(|b| b.0).collect();
    assert_eq!(values, ["1", "2", "3"], "{body}");
    assert!(!body.contains("Non entrare") && !body.contains("Zona internazionale: si entra"));
}
