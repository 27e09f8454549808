// The seats this browser holds at Kamla games on two screens (issue 28): every
// kept seat key in localStorage, this tab's own in sessionStorage (which a
// reload keeps and a new tab starts without). The keys go only to this app's
// server, in the component's state; never into the address or the page.
const KEPT = "kamla-two-screens.seats"; // {key: when last shown, ms}
const TAB = "kamla-two-screens.tab"; // this tab's key, or "" (it chose the lobby)

function kept() {
  try {
    const seats = JSON.parse(localStorage.getItem(KEPT) || "{}");
    return seats && typeof seats === "object" && !Array.isArray(seats) ? seats : {};
  } catch (error) {
    return {};
  }
}

export default function ({ data, setStateValue }) {
  const seats = kept();
  for (const key of data.forget || []) {
    delete seats[key];
    if (sessionStorage.getItem(TAB) === key) sessionStorage.setItem(TAB, "");
  }
  if (typeof data.tab === "string") {
    sessionStorage.setItem(TAB, data.tab);
    if (data.tab) seats[data.tab] = Date.now();
  }
  localStorage.setItem(KEPT, JSON.stringify(seats));
  if (data.tab) return; // a seat shown: the server needs no report (and no rerun)
  const report = {
    tab: sessionStorage.getItem(TAB),
    kept: Object.keys(seats).sort((a, b) => seats[b] - seats[a]),
  };
  const said = JSON.stringify(report);
  if (window.__seatKeeperSaid === said) return;
  window.__seatKeeperSaid = said;
  setStateValue("seats", report);
}
