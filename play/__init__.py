"""The life of a game and of a sitting: the session that holds a game and saves
it, the lifecycle that ends it and writes its journal entry, and the timer.

Plain Python between the rules (``games``), the oracle and the journal
(``readings``) below, and the Streamlit pages (``ui``) above: nothing here
imports Streamlit."""
