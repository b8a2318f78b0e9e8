import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { fakeApi } from '@/testing/fake-api'
import { useAuth } from '../hooks/use-auth'

function OpenButton() {
  const { status, openAuthModal } = useAuth()
  return (
    <button type="button" data-status={status} onClick={() => openAuthModal('login')}>
      open
    </button>
  )
}

const user = { id: 'u1', email: 'ace@x.io', avatar: null, nickname: null, role: 'pilot' as const }

async function openModal() {
  renderWithProviders(<OpenButton />)
  await waitFor(() => expect(screen.getByText('open').dataset.status).toBe('anonymous'))
  fireEvent.click(screen.getByText('open'))
  return screen.getByRole('dialog')
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('auth modal', () => {
  beforeEach(() => {
    fakeApi({
      'POST /auth/refresh': () => ({ status: 401 }),
      'POST /auth/login': (config) =>
        JSON.parse(String(config.data)).password === 'right-password'
          ? { status: 200, data: { accessToken: 't', user } }
          : { status: 401, data: { code: 'UNAUTHORIZED', message: 'Wrong email or password' } },
      'POST /auth/register': () => ({ status: 201, data: {} }),
    })
  })

  it('shows the login texts and the required-field messages, with values trimmed', async () => {
    await openModal()
    expect(screen.getByText('Sign in to your account')).toBeTruthy()
    expect(screen.getByText('Welcome back')).toBeTruthy()
    expect(screen.getByText('Ready to continue your adventure?')).toBeTruthy()
    type('Email', '   ')
    submit('Login')
    expect(screen.getByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
  })

  it('validates the sign-up confirmation', async () => {
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByText('Create your account')).toBeTruthy()
    expect(screen.getByText('Join X Level and claim your pilot ID')).toBeTruthy()
    expect(screen.getByText('Welcome, Pilot')).toBeTruthy()
    type('Email', 'ace@x.io')
    type('Password', 'secret-pass')
    submit('Sign Up')
    expect(screen.getByText('Please confirm your password')).toBeTruthy()
    type('Confirm Password', 'other-pass')
    submit('Sign Up')
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
  })

  it('switches to login mode after a successful sign-up', async () => {
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    type('Email', ' ace@x.io ')
    type('Password', 'secret-pass')
    type('Confirm Password', 'secret-pass')
    submit('Sign Up')
    await screen.findByText('Sign in to your account')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ace@x.io')
  })

  it('shows the server message above the form, then closes on a successful login', async () => {
    await openModal()
    type('Email', 'ace@x.io')
    type('Password', 'wrong')
    submit('Login')
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password')
    type('Password', 'right-password')
    submit('Login')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('open').dataset.status).toBe('authenticated')
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual(user)
  })

  it('closes on Escape and locks page scroll while open', async () => {
    await openModal()
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })

  it('opens the forgot-password modal and requires an email there', async () => {
    await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }))
    expect(
      screen.getByText("Enter your email address and we'll send you a reset link."),
    ).toBeTruthy()
    submit('Send reset link')
    expect(screen.getByText('Email is required')).toBeTruthy()
  })
})
