// The dev page's sign-in is for developers running one remote alone, never shown in the portal
// (mf-auth signs people in there), so its few words are not in a catalog.
/* eslint-disable lingui/no-unlocalized-strings */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { api, errorMessage, toSession } from '@portal/api';
import { sessionStore, useSession } from '@portal/session';
import { Button } from '@portal/ui';
import * as styles from './DevSession.css';

/**
 * The dev page's stand-in for mf-auth: a remote with private pages needs someone signed in.
 * Any sandbox account works (the README lists them); an account of several companies enters
 * its first one.
 */
export function DevSession() {
  const { i18n } = useLingui();
  const session = useSession((state) => state.session);
  const [email, setEmail] = useState('super.pago@demo.com.br');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session) {
    return (
      <span className={styles.row}>
        {session.user.name} · {session.company.name}
        <Button tone="ghost" onClick={() => sessionStore.getState().logout()}>
          Sair
        </Button>
      </span>
    );
  }

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      let answer = await api.login({ email, password });
      if (answer.status === 202) {
        const [first] = answer.payload.availableCompanies;
        if (!first) throw new Error('no company available');
        answer = await api.login({ email, password, companyID: first.id });
      }
      if (answer.status === 200) sessionStore.getState().signIn(toSession(answer.payload));
    } catch (failure) {
      setError(i18n._(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.row} onSubmit={(event) => void signIn(event)} aria-label="Dev sign-in">
      <input
        className={styles.input}
        aria-label="E-mail"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        className={styles.input}
        aria-label="Senha"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        Entrar
      </Button>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </form>
  );
}
