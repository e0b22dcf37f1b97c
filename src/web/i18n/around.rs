//! Strings of the pages around the console: the final score on the public pages, the
//! players' draft pages, the match lists, the organizer's bulk edits and the projector
//! additions of issue 13: (key, Italiano, English).

/// Strings of the pages around the console.
pub static STRINGS: &[(&str, &str, &str)] = &[
    ("final.score", "Punteggio finale", "Final score"),
    ("final.winner", "Vince", "Winner"),
    ("final.draw", "Pareggio", "Draw"),
    ("final.stopped", "orologio fermo", "clock stopped"),
    (
        "proj.legend",
        "11·28 = 11 territori, 28 carri sulla mappa · in giallo chi è di turno",
        "11·28 = 11 territories, 28 tanks on the board · in yellow: the player to move",
    ),
    (
        "proj.qr",
        "Codice QR delle pagine del torneo",
        "QR code of the tournament pages",
    ),
    (
        "proj.scan",
        "Inquadra per seguire dal telefono",
        "Scan to follow on your phone",
    ),
];
